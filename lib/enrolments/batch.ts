import 'server-only';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { badRequest, notFound } from '../api/errors';
import { getDb } from '../db/client';
import { courseSchedule, courses, enrollments } from '../db/schema';
import type { DbOrTx } from '../db/types';
import { ENROLMENT_MSG } from '../messages';
import type { EnrolBatch } from './types';

export type { EnrolBatch };

// A schedule batch a learner enrols in (docs/product.md#registration): the server reads it from the id the browser
// sent, and records it with the learner's enrolment in the batch's catalogue course.

/** The batch with that id; 404 when the schedule has none, 400 when it names no catalogue course. */
export async function findEnrolBatch(scheduleId: number, db?: DbOrTx): Promise<EnrolBatch> {
  const handle = db ?? (await getDb());
  const [row] = await handle
    .select({
      scheduleId: courseSchedule.id,
      batchCode: courseSchedule.projectId,
      courseId: courseSchedule.courseId,
      courseName: courses.name,
      startDate: courseSchedule.startDate,
      feeDollars: courseSchedule.fee,
    })
    .from(courseSchedule)
    .leftJoin(courses, eq(courses.id, courseSchedule.courseId))
    .where(eq(courseSchedule.id, scheduleId))
    .limit(1);
  if (!row) throw notFound(ENROLMENT_MSG.batchNotFound);
  if (row.courseId === null || row.courseName === null) throw badRequest(ENROLMENT_MSG.batchWithoutCourse, { scheduleId: ENROLMENT_MSG.batchWithoutCourse });
  return { ...row, courseId: row.courseId, courseName: row.courseName };
}

/** The batch, or null where a page only shows it (a missing batch is then said in words, not thrown). */
export async function findEnrolBatchOrNull(scheduleId: number): Promise<EnrolBatch | null> {
  try {
    return await findEnrolBatch(scheduleId);
  } catch {
    return null;
  }
}

/** Enrols the learner in the batch's course, recording the batch (a later batch of the same course replaces it). */
export async function recordBatchEnrolment(db: DbOrTx, userId: string, batch: EnrolBatch): Promise<void> {
  await db
    .insert(enrollments)
    .values({ userId, courseId: batch.courseId, scheduleId: batch.scheduleId })
    .onConflictDoUpdate({ target: [enrollments.userId, enrollments.courseId], set: { scheduleId: batch.scheduleId } });
}

/** The batch the learner enrolled in most recently, if any: the payment page names it after verify and login. */
export async function latestBatchOf(userId: string): Promise<EnrolBatch | null> {
  const db = await getDb();
  const [row] = await db
    .select({ scheduleId: enrollments.scheduleId })
    .from(enrollments)
    .where(and(eq(enrollments.userId, userId), isNotNull(enrollments.scheduleId)))
    .orderBy(desc(enrollments.createdAt))
    .limit(1);
  return row?.scheduleId ? findEnrolBatchOrNull(row.scheduleId) : null;
}

/** A logged-in learner's Enrol (POST /api/enrolments): checks the batch, records it, answers it. */
export async function enrolInBatch(userId: string, scheduleId: number): Promise<EnrolBatch> {
  const db = await getDb();
  const batch = await findEnrolBatch(scheduleId, db);
  await recordBatchEnrolment(db, userId, batch);
  return batch;
}

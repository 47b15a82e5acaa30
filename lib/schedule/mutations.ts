import 'server-only';
import { eq } from 'drizzle-orm';
import { badRequest, notFound } from '../api/errors';
import { CACHE_TAGS, invalidate } from '../cache/tags';
import { getDb } from '../db/client';
import { courses, courseSchedule } from '../db/schema';
import { SCHEDULE_MSG } from '../messages';
import { requestScheduleSheetSync } from './sheet/mirror';
import type { ScheduleBatchValues } from '../validation/schedule';
import { toBatchColumns } from './wire';

// Every write expires the schedule cache (the home page's table) and asks the Google Sheet mirror to copy it.

/** The catalogue course's name, or a 400 naming the field when no course has that id. */
async function catalogueCourseName(courseId: number): Promise<string> {
  const db = await getDb();
  const [course] = await db.select({ name: courses.name }).from(courses).where(eq(courses.id, courseId));
  if (!course) throw badRequest(SCHEDULE_MSG.courseNotInCatalogue, { catalogue_course_id: SCHEDULE_MSG.courseNotInCatalogue });
  return course.name;
}

function changed() {
  invalidate(CACHE_TAGS.schedule);
  requestScheduleSheetSync();
}

export async function addScheduleBatch(batch: ScheduleBatchValues): Promise<number> {
  const columns = toBatchColumns(batch, await catalogueCourseName(batch.catalogue_course_id));
  const db = await getDb();
  const [created] = await db.insert(courseSchedule).values(columns).returning({ id: courseSchedule.id });
  changed();
  return created.id;
}

/** Replaces every field of batch `id` (docs/product.md#admin-schedule): the same fields the form adds one with. */
export async function editScheduleBatch(id: number, batch: ScheduleBatchValues): Promise<void> {
  const columns = toBatchColumns(batch, await catalogueCourseName(batch.catalogue_course_id));
  const db = await getDb();
  const updated = await db.update(courseSchedule).set(columns).where(eq(courseSchedule.id, id)).returning({ id: courseSchedule.id });
  if (updated.length === 0) throw notFound(SCHEDULE_MSG.rowNotFound);
  changed();
}

export async function deleteScheduleRow(id: number): Promise<void> {
  const db = await getDb();
  const deleted = await db.delete(courseSchedule).where(eq(courseSchedule.id, id)).returning({ id: courseSchedule.id });
  if (deleted.length === 0) throw notFound(SCHEDULE_MSG.rowNotFound);
  changed();
}

import 'server-only';
import { and, asc, count, eq, gte, isNull, notExists, sql } from 'drizzle-orm';
import { getDb } from '../db/client';
import { certificateRules, contactMessages, courses, enrollments, reviews, trainingVideos, users } from '../db/schema';

// What needs the trainer on the admin home (docs/product.md#admin-dashboard): each item says what is wrong, how many,
// and links to the page that fixes it. Only items that apply are shown.

/** Contact messages younger than this are new (they have no read/unread state to go by). */
export const NEW_MESSAGE_DAYS = 7;

const DAY_MS = 24 * 60 * 60 * 1000;

export type AttentionItem =
  | { kind: 'no-videos'; courses: CourseWithoutVideos[]; href: '/admin/training-video' }
  | { kind: 'courses-without-rule'; courses: string[]; href: '/admin/certificates' }
  | { kind: 'new-messages'; count: number; href: string }
  | { kind: 'reviews'; count: number; href: '/admin/reviews?status=pending' };

/** A course with no training video of its own while paid students are enrolled in it. */
export interface CourseWithoutVideos {
  courseId: number;
  name: string;
  /** Paid students enrolled in the course. */
  paid: number;
}

/**
 * The courses whose paid learners have nothing to watch: no video of the course's own, and none for all courses (one
 * of those is in every course). A course nobody paid for is not listed: nobody waits for its videos.
 */
async function coursesWithoutVideos(): Promise<CourseWithoutVideos[]> {
  const db = await getDb();
  const [forAll] = await db.select({ value: count() }).from(trainingVideos).where(isNull(trainingVideos.courseId));
  if (forAll.value > 0) return [];
  const ownVideo = db.select({ one: sql`1` }).from(trainingVideos).where(eq(trainingVideos.courseId, courses.id));
  return db
    .select({ courseId: courses.id, name: courses.name, paid: sql<number>`count(distinct ${users.id})::int` })
    .from(courses)
    .innerJoin(enrollments, eq(enrollments.courseId, courses.id))
    .innerJoin(users, and(eq(users.id, enrollments.userId), eq(users.role, 'student'), eq(users.payStatus, 'yes')))
    .where(notExists(ownVideo))
    .groupBy(courses.id, courses.name, courses.position)
    .orderBy(asc(courses.position), asc(courses.id));
}

export async function readAttention(now = new Date()): Promise<AttentionItem[]> {
  const db = await getDb();
  const since = new Date(now.getTime() - NEW_MESSAGE_DAYS * DAY_MS);
  const [unwatchable, ruleless, [messages], [reviewRows]] = await Promise.all([
    coursesWithoutVideos(),
    db
      .select({ name: courses.name })
      .from(courses)
      .leftJoin(certificateRules, eq(certificateRules.courseId, courses.id))
      .where(isNull(certificateRules.courseId))
      .orderBy(asc(courses.position), asc(courses.id)),
    db.select({ value: count() }).from(contactMessages).where(gte(contactMessages.createdAt, since)),
    // Reviews waiting for approval (only when the admin chose to approve them first; docs/product.md#admin-reviews).
    db.select({ value: count() }).from(reviews).where(eq(reviews.status, 'pending')),
  ]);
  const items: AttentionItem[] = [];
  if (unwatchable.length > 0) items.push({ kind: 'no-videos', courses: unwatchable, href: '/admin/training-video' });
  if (ruleless.length > 0) items.push({ kind: 'courses-without-rule', courses: ruleless.map((row) => row.name), href: '/admin/certificates' });
  if (messages.value > 0) items.push({ kind: 'new-messages', count: messages.value, href: `/admin/messages?days=${NEW_MESSAGE_DAYS}` });
  if (reviewRows.value > 0) items.push({ kind: 'reviews', count: reviewRows.value, href: '/admin/reviews?status=pending' });
  return items;
}

import 'server-only';
import { and, asc, count, eq, gte, isNull } from 'drizzle-orm';
import { getDb } from '../db/client';
import { certificateRules, contactMessages, courses, reviews, trainingVideos, users } from '../db/schema';

// What needs the trainer on the admin home (docs/product.md#admin-dashboard): each item says what is wrong, how many,
// and links to the page that fixes it. Only items that apply are shown.

/** Contact messages younger than this are new (they have no read/unread state to go by). */
export const NEW_MESSAGE_DAYS = 7;

const DAY_MS = 24 * 60 * 60 * 1000;

export type AttentionItem =
  | { kind: 'no-videos'; paid: number; href: '/admin/training-video' }
  | { kind: 'courses-without-rule'; courses: string[]; href: '/admin/certificates' }
  | { kind: 'new-messages'; count: number; href: string }
  | { kind: 'reviews'; count: number; href: '/admin/reviews?status=pending' };

export async function readAttention(now = new Date()): Promise<AttentionItem[]> {
  const db = await getDb();
  const since = new Date(now.getTime() - NEW_MESSAGE_DAYS * DAY_MS);
  const [[videos], [paid], ruleless, [messages], [reviewRows]] = await Promise.all([
    db.select({ value: count() }).from(trainingVideos),
    db.select({ value: count() }).from(users).where(and(eq(users.role, 'student'), eq(users.payStatus, 'yes'))),
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
  if (videos.value === 0 && paid.value > 0) items.push({ kind: 'no-videos', paid: paid.value, href: '/admin/training-video' });
  if (ruleless.length > 0) items.push({ kind: 'courses-without-rule', courses: ruleless.map((row) => row.name), href: '/admin/certificates' });
  if (messages.value > 0) items.push({ kind: 'new-messages', count: messages.value, href: `/admin/messages?days=${NEW_MESSAGE_DAYS}` });
  if (reviewRows.value > 0) items.push({ kind: 'reviews', count: reviewRows.value, href: '/admin/reviews?status=pending' });
  return items;
}

import 'server-only';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import { getDb } from '../db/client';
import { reviews, users } from '../db/schema';
import type { PublicReview } from './queries';

// The student portal reads its own reviews straight from the database, never through the public
// cache: right after a write the student must see exactly what is stored.

async function selectReviews(where: SQL | undefined): Promise<PublicReview[]> {
  const db = await getDb();
  const rows = await db
    .select({
      id: reviews.id,
      username: users.username,
      profile: users.image,
      content: reviews.content,
      createdAt: reviews.createdAt,
      studentId: users.studentId,
    })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .where(where)
    .orderBy(desc(reviews.createdAt), desc(reviews.id));
  return rows.map((row) => {
    const createdAt = row.createdAt.toISOString();
    // Same wire shape as the public list (SPEC §3 Review), so one client type fits both.
    return {
      id: row.id,
      username: row.username,
      profile: row.profile,
      content: row.content,
      created_at: createdAt,
      student_id: row.studentId,
      date: createdAt,
    };
  });
}

/** One user's reviews, newest first. */
export function listReviewsForUser(userId: string): Promise<PublicReview[]> {
  return selectReviews(eq(reviews.userId, userId));
}

/** One review of `userId`, or null when it does not exist or belongs to someone else. */
export async function findUserReview(userId: string, reviewId: number): Promise<PublicReview | null> {
  const [review] = await selectReviews(and(eq(reviews.userId, userId), eq(reviews.id, reviewId)));
  return review ?? null;
}

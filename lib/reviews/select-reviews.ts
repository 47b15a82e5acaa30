import 'server-only';
import { desc, eq, type SQL } from 'drizzle-orm';
import { getDb } from '../db/client';
import { reviews, users } from '../db/schema';

/** A review with its author, in the spec's wire names (docs/product.md#data-model). */
export interface PublicReview {
  id: number;
  username: string;
  /** The author's profile photo file name (served from /api/profile/{file}); null = default avatar. */
  profile: string | null;
  content: string;
  /** ISO timestamp. */
  created_at: string;
  student_id: string | null;
  /**
   * The review's date as the student portal posts it (an ISO date-time, docs/product.md#data-model): the same
   * instant as created_at.
   */
  date: string;
}

/** Reviews joined with their authors, newest first, filtered by `where` (all when undefined). */
export async function selectReviews(where?: SQL): Promise<PublicReview[]> {
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
  // Dates leave as ISO strings: the cache stores JSON, where a Date would come back as a string anyway.
  return rows.map((row) => {
    const createdAt = row.createdAt.toISOString();
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

import 'server-only';
import { desc, eq, type SQL } from 'drizzle-orm';
import { getDb } from '../db/client';
import { reviews, users, type ReviewStatus } from '../db/schema';

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

/** A review as the admin's moderation screen lists it: the public fields, its status and who wrote it. */
export interface ModeratedReview extends PublicReview {
  status: ReviewStatus;
  user_id: string;
  email: string;
}

/** Reviews joined with their authors, newest first, filtered by `where` (all when undefined). */
export async function selectReviews(where?: SQL): Promise<PublicReview[]> {
  const rows = await selectModeratedReviews(where);
  // The public wire shape only: no status, no author id or e-mail.
  return rows.map((row) => ({ id: row.id, username: row.username, profile: row.profile, content: row.content, created_at: row.created_at, student_id: row.student_id, date: row.date }));
}

/** The same, with each review's moderation status and author (docs/product.md#admin-reviews). */
export async function selectModeratedReviews(where?: SQL): Promise<ModeratedReview[]> {
  const db = await getDb();
  const rows = await db
    .select({
      id: reviews.id,
      username: users.username,
      profile: users.image,
      content: reviews.content,
      createdAt: reviews.createdAt,
      studentId: users.studentId,
      status: reviews.status,
      userId: users.id,
      email: users.email,
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
      status: row.status,
      user_id: row.userId,
      email: row.email,
    };
  });
}

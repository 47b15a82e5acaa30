import 'server-only';
import { and, eq } from 'drizzle-orm';
import { reviews } from '../db/schema';
import { selectReviews, type PublicReview } from './select-reviews';

// The student portal reads its own reviews straight from the database, never through the public
// cache: right after a write the student must see exactly what is stored.

/** One user's reviews, newest first. */
export function listReviewsForUser(userId: string): Promise<PublicReview[]> {
  return selectReviews(eq(reviews.userId, userId));
}

/** One review of `userId`, or null when it does not exist or belongs to someone else. */
export async function findUserReview(userId: string, reviewId: number): Promise<PublicReview | null> {
  const [review] = await selectReviews(and(eq(reviews.userId, userId), eq(reviews.id, reviewId)));
  return review ?? null;
}

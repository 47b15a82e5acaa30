import 'server-only';
import { and, eq } from 'drizzle-orm';
import { notFound } from '../api/errors';
import { CACHE_TAGS, invalidate } from '../cache/tags';
import { getDb } from '../db/client';
import { reviews } from '../db/schema';
import type { PublicReview } from './queries';
import { findUserReview } from './user-reviews';

// Every write expires the 'reviews' cache so the home page's Student Comments carousel shows it at once.

/** Stores a review by `userId`, dated now by the database clock; answers it in the wire shape. */
export async function addReview(userId: string, content: string): Promise<PublicReview> {
  const db = await getDb();
  const [created] = await db.insert(reviews).values({ userId, content }).returning({ id: reviews.id });
  invalidate(CACHE_TAGS.reviews);
  const review = await findUserReview(userId, created.id);
  // Only an account deleted in between could make the new row vanish.
  if (!review) throw notFound('Review not found.');
  return review;
}

/** Deletes one of `userId`'s reviews; another user's review id is a 404, exactly like a missing one. */
export async function deleteReview(userId: string, reviewId: number): Promise<void> {
  const db = await getDb();
  const deleted = await db
    .delete(reviews)
    .where(and(eq(reviews.id, reviewId), eq(reviews.userId, userId)))
    .returning({ id: reviews.id });
  if (deleted.length === 0) throw notFound('Review not found.');
  invalidate(CACHE_TAGS.reviews);
}

import 'server-only';
import { and, eq } from 'drizzle-orm';
import { notFound } from '../api/errors';
import { CACHE_TAGS, invalidate } from '../cache/tags';
import { getDb } from '../db/client';
import { reviews } from '../db/schema';
import type { PublicReview } from './queries';
import { readReviewModeration } from './moderation-setting';
import { findUserReview } from './user-reviews';

// Every write expires the 'reviews' cache so the home page's Student Comments carousel shows it at once.

/**
 * Stores a review by `userId`, dated now by the database clock; answers it in the wire shape and whether it waits for
 * the admin's approval (the site's setting, docs/product.md#admin-reviews) before the home page shows it.
 */
export async function addReview(userId: string, content: string): Promise<{ review: PublicReview; pending: boolean }> {
  const db = await getDb();
  const { approveFirst } = await readReviewModeration();
  const [created] = await db
    .insert(reviews)
    .values({ userId, content, status: approveFirst ? 'pending' : 'published' })
    .returning({ id: reviews.id });
  invalidate(CACHE_TAGS.reviews);
  const review = await findUserReview(userId, created.id);
  // Only an account deleted in between could make the new row vanish.
  if (!review) throw notFound('Review not found.');
  return { review, pending: approveFirst };
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

import 'server-only';
import { eq } from 'drizzle-orm';
import { notFound } from '../api/errors';
import { CACHE_TAGS, invalidate } from '../cache/tags';
import { getDb } from '../db/client';
import { reviews, type ReviewStatus } from '../db/schema';
import { REVIEW_MSG } from '../messages';
import { selectModeratedReviews, type ModeratedReview } from './select-reviews';

// The admin's review moderation (docs/product.md#admin-reviews): every review whatever its status, approve (publish),
// hide, delete. Each change expires the 'reviews' cache, so the home page's carousel follows at once.

export type { ModeratedReview } from './select-reviews';

/** Every review, newest first, with its status and author; `status` keeps one status only. */
export function listReviewsForModeration(status?: ReviewStatus): Promise<ModeratedReview[]> {
  return selectModeratedReviews(status ? eq(reviews.status, status) : undefined);
}

/** Publishes or hides review `id`; answers it as the list shows it. */
export async function setReviewStatus(id: number, status: Exclude<ReviewStatus, 'pending'>): Promise<ModeratedReview> {
  const db = await getDb();
  const updated = await db.update(reviews).set({ status }).where(eq(reviews.id, id)).returning({ id: reviews.id });
  if (updated.length === 0) throw notFound(REVIEW_MSG.notFound);
  invalidate(CACHE_TAGS.reviews);
  const [review] = await selectModeratedReviews(eq(reviews.id, id));
  // Only the author's account deleted in between could make it vanish.
  if (!review) throw notFound(REVIEW_MSG.notFound);
  return review;
}

/** Deletes anyone's review `id`. */
export async function deleteAnyReview(id: number): Promise<void> {
  const db = await getDb();
  const deleted = await db.delete(reviews).where(eq(reviews.id, id)).returning({ id: reviews.id });
  if (deleted.length === 0) throw notFound(REVIEW_MSG.notFound);
  invalidate(CACHE_TAGS.reviews);
}

import 'server-only';
import { eq } from 'drizzle-orm';
import { reviews } from '../db/schema';
import { cachedQuery } from '../cache/cached-query';
import { CACHE_TAGS } from '../cache/tags';
import { selectReviews, type PublicReview } from './select-reviews';

export type { PublicReview } from './select-reviews';

/**
 * Every published review with its author, newest first (docs/product.md#reviews): the spec shows the list "in reverse
 * order", which for the Student Comments carousel means the latest feedback comes first. A review waiting for the
 * admin's approval, or hidden by them, is not public (docs/product.md#admin-reviews).
 */
export const listPublicReviews = cachedQuery('reviews-public', [CACHE_TAGS.reviews], (): Promise<PublicReview[]> => selectReviews(eq(reviews.status, 'published')));

import 'server-only';
import { cachedQuery } from '../cache/cached-query';
import { CACHE_TAGS } from '../cache/tags';
import { selectReviews, type PublicReview } from './select-reviews';

export type { PublicReview } from './select-reviews';

/**
 * Every review with its author, newest first (docs/product.md#reviews): the spec shows the list "in reverse
 * order", which for the Student Comments carousel means the latest feedback comes first.
 */
export const listPublicReviews = cachedQuery('reviews-public', [CACHE_TAGS.reviews], (): Promise<PublicReview[]> => selectReviews());

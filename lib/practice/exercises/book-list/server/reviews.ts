import 'server-only';
import { conflict, notFound } from '@/lib/api/errors';
import type { PageQuery } from '../list-query';
import { BOOK_LIST_LIMITS as L } from '../limits';
import { BOOK_LIST_MSG as MSG } from '../messages';
import type { Review, ReviewInput } from '../review-schemas';
import type { Shelf } from '../shelf';
import { bookIn } from './books';
import { valueOf, type Received } from './http/received-body';
import { changeShelf, readShelf } from './shelf-store';

// A book's reviews (docs/practice/book-list.md#reviews): listed oldest first, posted, read and deleted. A review
// belongs to one of the learner's books; a book that is not theirs has none to show (404).

export interface ReviewPage {
  reviews: Review[];
  total: number;
  page: number;
  limit: number;
}

const reviewsOf = (shelf: Shelf, bookId: number) => shelf.reviews.filter((review) => review.bookId === bookId);

function reviewIn(shelf: Shelf, bookId: number, reviewId: number): Review {
  bookIn(shelf, bookId);
  const review = shelf.reviews.find((each) => each.id === reviewId && each.bookId === bookId);
  if (!review) throw notFound(MSG.reviewNotFound(bookId, reviewId), 'REVIEW_NOT_FOUND');
  return review;
}

export async function listReviews(userId: string, bookId: number, query: PageQuery): Promise<ReviewPage> {
  const shelf = await readShelf(userId);
  bookIn(shelf, bookId);
  const all = reviewsOf(shelf, bookId);
  const page = query.page ?? 1;
  const limit = query.limit ?? L.defaultPageSize;
  return { reviews: all.slice((page - 1) * limit, page * limit), total: all.length, page, limit };
}

export async function findReview(userId: string, bookId: number, reviewId: number): Promise<Review> {
  return reviewIn(await readShelf(userId), bookId, reviewId);
}

export function addReview(userId: string, bookId: number, body: Received<ReviewInput>): Promise<Review> {
  return changeShelf(userId, (shelf) => {
    bookIn(shelf, bookId);
    const input = valueOf(body);
    if (reviewsOf(shelf, bookId).length >= L.reviewsPerBook) throw conflict(MSG.reviewLimit, 'REVIEW_LIMIT_REACHED');
    if (shelf.reviews.length >= L.reviewsPerLearner) throw conflict(MSG.learnerReviewLimit, 'REVIEW_LIMIT_REACHED');
    const review: Review = { id: shelf.nextReviewId, bookId, ...input, createdAt: new Date().toISOString() };
    shelf.reviews.push(review);
    shelf.nextReviewId += 1;
    return review;
  });
}

export function deleteReview(userId: string, bookId: number, reviewId: number): Promise<void> {
  return changeShelf(userId, (shelf) => {
    const review = reviewIn(shelf, bookId, reviewId);
    shelf.reviews = shelf.reviews.filter((each) => each !== review);
  });
}

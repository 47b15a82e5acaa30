import { bookRoute } from '@/lib/practice/exercises/book-list/server/book-route';
import { otherBookMethods } from '@/lib/practice/exercises/book-list/server/other-methods';
import { deleteReviewReply, getReviewReply } from '@/lib/practice/exercises/book-list/server/replies/reviews';
import { practiceBookReviewParams } from '@/lib/validation/params';

// /api/practice/v1/books/{id}/reviews/{reviewId}: GET|HEAD and DELETE one review (docs/practice/book-list.md#reviews).
export const GET = bookRoute(practiceBookReviewParams, getReviewReply);
export const HEAD = GET;
export const DELETE = bookRoute(practiceBookReviewParams, deleteReviewReply);

export const { POST, PUT, PATCH, OPTIONS } = otherBookMethods({ GET, DELETE });

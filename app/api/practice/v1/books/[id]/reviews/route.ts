import { bookRoute } from '@/lib/practice/exercises/book-list/server/book-route';
import { otherBookMethods } from '@/lib/practice/exercises/book-list/server/other-methods';
import { addReviewReply, listReviewsReply } from '@/lib/practice/exercises/book-list/server/replies/reviews';
import { practiceBookParam } from '@/lib/validation/params';

// /api/practice/v1/books/{id}/reviews: GET|HEAD a page of the book's reviews; POST one → 201 (docs/practice/book-list.md#reviews).
export const GET = bookRoute(practiceBookParam, listReviewsReply);
export const HEAD = GET;
export const POST = bookRoute(practiceBookParam, addReviewReply);

export const { PUT, PATCH, DELETE, OPTIONS } = otherBookMethods({ GET, POST });

import { bookRoute } from '@/lib/practice/exercises/book-list/server/book-route';
import { otherBookMethods } from '@/lib/practice/exercises/book-list/server/other-methods';
import { deleteBookReply, getBookReply, patchBookReply, replaceBookReply } from '@/lib/practice/exercises/book-list/server/replies/book';
import { practiceBookParam } from '@/lib/validation/params';

// /api/practice/v1/books/{id}: GET|HEAD (If-None-Match), PUT, PATCH (merge patch) and DELETE, each with If-Match
// (docs/practice/book-list.md#books).
export const GET = bookRoute(practiceBookParam, getBookReply);
export const HEAD = GET;
export const PUT = bookRoute(practiceBookParam, replaceBookReply);
export const PATCH = bookRoute(practiceBookParam, patchBookReply);
export const DELETE = bookRoute(practiceBookParam, deleteBookReply);

export const { POST, OPTIONS } = otherBookMethods({ GET, PUT, PATCH, DELETE });

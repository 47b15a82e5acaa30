import { bookRoute } from '@/lib/practice/exercises/book-list/server/book-route';
import { otherBookMethods } from '@/lib/practice/exercises/book-list/server/other-methods';
import { createBookReply, listBooksReply } from '@/lib/practice/exercises/book-list/server/replies/collection';

// GET|HEAD /api/practice/v1/books → a page of the caller's books; POST → 201 with Location (docs/practice/book-list.md#books).
export const GET = bookRoute(undefined, listBooksReply);
export const HEAD = GET;
export const POST = bookRoute(undefined, createBookReply);

export const { PUT, PATCH, DELETE, OPTIONS } = otherBookMethods({ GET, POST });

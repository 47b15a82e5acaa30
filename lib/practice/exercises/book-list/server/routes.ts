import 'server-only';
import { practiceBookParam, practiceBookReviewParams } from '@/lib/validation/params';
import type { RouteTable } from '../../../routes/table';
import { jsonDownload } from '../openapi/download';
import { bookListPostmanCollection, bookListPostmanEnvironment, POSTMAN_FILES } from '../openapi/postman';
import { bookRoute } from './book-route';
import { otherBookMethods } from './other-methods';
import { deleteBookReply, getBookReply, patchBookReply, replaceBookReply } from './replies/book';
import { createBookReply, listBooksReply } from './replies/collection';
import { addReviewReply, deleteReviewReply, getReviewReply, listReviewsReply } from './replies/reviews';
import { practiceRoute } from '@/lib/practice/practice-route';

// The Book List API (docs/practice/book-list.md#endpoints): the caller's shelf of books and their reviews, every
// refusal (a method a path does not take included) answered as problem details.
// HEAD is a method of its own in this API's contract (the ETag and Content-Length of a GET, without the body), so
// each GET names it too.
const listBooks = bookRoute(undefined, listBooksReply);
const getBook = bookRoute(practiceBookParam, getBookReply);
const listReviews = bookRoute(practiceBookParam, listReviewsReply);
const getReview = bookRoute(practiceBookReviewParams, getReviewReply);

export const BOOK_LIST_ROUTES: RouteTable = [
  {
    // GET|HEAD → a page of the caller's books; POST → 201 with Location (docs/practice/book-list.md#books).
    path: '/api/practice/v1/books',
    readsState: true,
    writesState: true,
    otherMethods: otherBookMethods,
    handlers: { GET: listBooks, HEAD: listBooks, POST: bookRoute(undefined, createBookReply) },
  },
  {
    // GET|HEAD (If-None-Match), PUT, PATCH (merge patch) and DELETE, each with If-Match (docs/practice/book-list.md#books).
    path: '/api/practice/v1/books/[id]',
    readsState: true,
    params: practiceBookParam,
    writesState: true,
    otherMethods: otherBookMethods,
    handlers: {
      GET: getBook,
      HEAD: getBook,
      PUT: bookRoute(practiceBookParam, replaceBookReply),
      PATCH: bookRoute(practiceBookParam, patchBookReply),
      DELETE: bookRoute(practiceBookParam, deleteBookReply),
    },
  },
  {
    // GET|HEAD a page of the book's reviews; POST one → 201 (docs/practice/book-list.md#reviews).
    path: '/api/practice/v1/books/[id]/reviews',
    readsState: true,
    params: practiceBookParam,
    writesState: true,
    otherMethods: otherBookMethods,
    handlers: { GET: listReviews, HEAD: listReviews, POST: bookRoute(practiceBookParam, addReviewReply) },
  },
  {
    // GET|HEAD and DELETE one review (docs/practice/book-list.md#reviews).
    path: '/api/practice/v1/books/[id]/reviews/[reviewId]',
    readsState: true,
    params: practiceBookReviewParams,
    writesState: true,
    otherMethods: otherBookMethods,
    handlers: { GET: getReview, HEAD: getReview, DELETE: bookRoute(practiceBookReviewParams, deleteReviewReply) },
  },
  {
    // The Postman collection (v2.1), generated from the OpenAPI document, and the environment it runs in (`baseUrl`
    // this site, `token` left for the learner; docs/practice/book-list.md#postman). Public, like the document: they
    // hold no credential.
    path: '/api/practice/v1/books/postman-collection.json',
    otherMethods: otherBookMethods,
    handlers: { GET: practiceRoute({ access: 'public' }, () => jsonDownload(POSTMAN_FILES.collection, bookListPostmanCollection())) },
  },
  {
    path: '/api/practice/v1/books/postman-environment.json',
    otherMethods: otherBookMethods,
    handlers: { GET: practiceRoute({ access: 'public' }, ({ request }) => jsonDownload(POSTMAN_FILES.environment, bookListPostmanEnvironment(request))) },
  },
];

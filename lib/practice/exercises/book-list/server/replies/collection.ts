import 'server-only';
import { recordDefectEvidence } from '@/lib/practice/bug-hunt/evidence';
import { ApiError } from '@/lib/api/errors';
import { BookInputSchema } from '../../book-schemas';
import { BOOK_LIST_EXERCISE } from '../../descriptor';
import { lastPage, linkHeader } from '../../link-header';
import { BOOK_LIST_PARAMS, BookListQuerySchema, readQuery } from '../../list-query';
import { BOOK_LIST_MSG as MSG } from '../../messages';
import type { BookCall } from '../book-route';
import { createBook, listBooks } from '../books';
import { etagOf } from '../http/etag';
import { receiveDocument } from '../http/received-body';
import { bookDocument, bookListDocument, represent, REVALIDATE } from '../http/representation';

// /api/practice/v1/books: the learner's books, a page at a time, and new ones (docs/practice/book-list.md#books).

export const BOOKS_PATH = `/api/practice/v1/${BOOK_LIST_EXERCISE.api}`;

/** The query's refusal: 400 naming each wrong parameter. */
export function invalidQuery(errors: Record<string, string>): ApiError {
  return new ApiError(400, MSG.invalidQuery(Object.values(errors)[0]), errors, undefined, 'INVALID_QUERY');
}

/** The paging headers of a list reply: the total and the RFC 8288 links. */
export function pagingHeaders(request: Request, window: { page: number; limit: number; total: number }): Record<string, string> {
  const url = new URL(request.url);
  return {
    'X-Total-Count': String(window.total),
    'X-Total-Pages': String(lastPage(window)),
    Link: linkHeader(url.pathname + url.search, window),
    'Cache-Control': REVALIDATE,
  };
}

export async function listBooksReply({ request, userId, format, planted }: BookCall<undefined>): Promise<Response> {
  const read = readQuery(BookListQuerySchema, BOOK_LIST_PARAMS, new URL(request.url).searchParams);
  if (!read.ok) throw invalidQuery(read.errors);
  const earlyPages = planted.has('BKL-02');
  const page = await listBooks(userId, read.query, earlyPages);
  if (earlyPages && page.page > 1) await recordDefectEvidence(userId, 'BKL-02');
  return represent(request, format, bookListDocument(page.books), { headers: pagingHeaders(request, page) });
}

export async function createBookReply({ request, userId, format, planted }: BookCall<undefined>): Promise<Response> {
  const { book, isbnWasTaken } = await createBook(userId, await receiveDocument(request, 'book', BookInputSchema), planted.has('BKL-04'));
  const answered200 = planted.has('BKL-01');
  if (answered200) await recordDefectEvidence(userId, 'BKL-01');
  if (isbnWasTaken) await recordDefectEvidence(userId, 'BKL-04');
  return represent(request, format, bookDocument(book), {
    // BKL-01: with the learner's planted bugs live, a created book is answered 200 instead of 201 (Location stays).
    status: answered200 ? 200 : 201,
    headers: { Location: `${BOOKS_PATH}/${book.id}`, ETag: etagOf(book, format, planted.has('BKL-05')) },
  });
}

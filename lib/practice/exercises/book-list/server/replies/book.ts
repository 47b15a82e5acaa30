import 'server-only';
import { BookInputSchema } from '../../book-schemas';
import type { BookCall } from '../book-route';
import { deleteBook, findBook, patchBook, replaceBook } from '../books';
import { etagOf, ifNoneMatchHits } from '../http/etag';
import { receiveDocument, receiveMergePatch } from '../http/received-body';
import { bookDocument, noContent, represent, REVALIDATE } from '../http/representation';

// /api/practice/v1/books/{id}: one book, read (with If-None-Match), replaced, merge-patched or deleted (with
// If-Match) (docs/practice/book-list.md#books).

type BookParams = { id: number };

export async function getBookReply({ request, userId, format, params }: BookCall<BookParams>): Promise<Response> {
  const book = await findBook(userId, params.id);
  const etag = etagOf(book, format);
  const headers = { ETag: etag, 'Cache-Control': REVALIDATE };
  if (ifNoneMatchHits(request.headers.get('if-none-match'), etag)) return noContent(304, headers);
  return represent(request, format, bookDocument(book), { headers });
}

export async function replaceBookReply({ request, userId, format, params }: BookCall<BookParams>): Promise<Response> {
  const body = await receiveDocument(request, 'book', BookInputSchema);
  const book = await replaceBook(userId, params.id, request.headers.get('if-match'), body);
  return represent(request, format, bookDocument(book), { headers: { ETag: etagOf(book, format) } });
}

export async function patchBookReply({ request, userId, format, params }: BookCall<BookParams>): Promise<Response> {
  const patch = await receiveMergePatch(request);
  const book = await patchBook(userId, params.id, request.headers.get('if-match'), patch);
  return represent(request, format, bookDocument(book), { headers: { ETag: etagOf(book, format) } });
}

export async function deleteBookReply({ request, userId, params }: BookCall<BookParams>): Promise<Response> {
  await deleteBook(userId, params.id, request.headers.get('if-match'));
  return noContent(204);
}

import 'server-only';
import { recordDefectEvidence } from '@/lib/practice/bug-hunt/evidence';
import { BookInputSchema } from '../../book-schemas';
import type { BookCall } from '../book-route';
import { deleteBook, findBook, patchBook, replaceBook } from '../books';
import { etagOf, ifNoneMatchHits } from '../http/etag';
import { receiveDocument, receiveMergePatch, type Received } from '../http/received-body';
import { bookDocument, noContent, represent, REVALIDATE } from '../http/representation';
import { ifMatchOf } from '../preconditions';

// /api/practice/v1/books/{id}: one book, read (with If-None-Match), replaced, merge-patched or deleted (with
// If-Match) (docs/practice/book-list.md#books).

type BookParams = { id: number };

export async function getBookReply({ request, userId, format, params, planted }: BookCall<BookParams>): Promise<Response> {
  const book = await findBook(userId, params.id);
  const etag = etagOf(book, format, planted.has('BKL-05'));
  const headers = { ETag: etag, 'Cache-Control': REVALIDATE };
  if (ifNoneMatchHits(request.headers.get('if-none-match'), etag)) return noContent(304, headers);
  return represent(request, format, bookDocument(book), { headers });
}

export async function replaceBookReply({ request, userId, format, params, planted }: BookCall<BookParams>): Promise<Response> {
  const body = await receiveDocument(request, 'book', BookInputSchema);
  const staleTags = planted.has('BKL-05');
  const book = await replaceBook(userId, params.id, ifMatchOf(request, staleTags), body);
  // BKL-05: the book changed and its tag did not.
  if (staleTags) await recordDefectEvidence(userId, 'BKL-05');
  return represent(request, format, bookDocument(book), { headers: { ETag: etagOf(book, format, staleTags) } });
}

/** BKL-03: with the learner's planted bugs live, a merge patch loses its `price` member before it is applied. */
function withoutPrice(patch: Received<unknown>): Received<unknown> {
  if (!patch.ok || typeof patch.value !== 'object' || patch.value === null || Array.isArray(patch.value)) return patch;
  return { ok: true, value: Object.fromEntries(Object.entries(patch.value).filter(([member]) => member !== 'price')) };
}

const sentPrice = (patch: Received<unknown>) => patch.ok && typeof patch.value === 'object' && patch.value !== null && 'price' in patch.value;

export async function patchBookReply({ request, userId, format, params, planted }: BookCall<BookParams>): Promise<Response> {
  const received = await receiveMergePatch(request);
  // BKL-03: the price of a merge patch is ignored with the planted bugs live; every other field is applied.
  const patch = planted.has('BKL-03') ? withoutPrice(received) : received;
  const staleTags = planted.has('BKL-05');
  const book = await patchBook(userId, params.id, ifMatchOf(request, staleTags), patch);
  if (staleTags) await recordDefectEvidence(userId, 'BKL-05');
  if (patch !== received && sentPrice(received)) await recordDefectEvidence(userId, 'BKL-03');
  return represent(request, format, bookDocument(book), { headers: { ETag: etagOf(book, format, staleTags) } });
}

export async function deleteBookReply({ request, userId, params, planted }: BookCall<BookParams>): Promise<Response> {
  await deleteBook(userId, params.id, ifMatchOf(request, planted.has('BKL-05')));
  return noContent(204);
}

import 'server-only';
import { ApiError } from '@/lib/api/errors';
import type { Book } from '../book-schemas';
import { BOOK_LIST_MSG as MSG } from '../messages';
import { ifMatchHolds, parseTagList } from './http/etag';

// Every change of an existing book names the state it was read in (docs/practice/book-list.md#conditional-requests):
// PUT, PATCH and DELETE need If-Match (428 without it), and a tag that is no longer the book's is 412, so no client
// overwrites a change it has not seen. Checked on the state being written, inside the learner's write queue.

/** The If-Match header as sent (null when absent), and whether the learner's planted bugs are live (BKL-05's tags). */
export interface IfMatch {
  header: string | null;
  bugMode: boolean;
}

export const ifMatchOf = (request: Request, bugMode: boolean): IfMatch => ({ header: request.headers.get('if-match'), bugMode });

export function assertIfMatch(ifMatch: IfMatch, book: Book): void {
  const list = parseTagList(ifMatch.header);
  if (!list) throw new ApiError(428, MSG.ifMatchRequired, undefined, undefined, 'PRECONDITION_REQUIRED');
  if (!ifMatchHolds(list, book, ifMatch.bugMode)) throw new ApiError(412, MSG.ifMatchStale, undefined, undefined, 'PRECONDITION_FAILED');
}

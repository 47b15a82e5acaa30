import 'server-only';
import { ApiError, badRequest } from '@/lib/api/errors';
import { readTextUpTo } from '@/lib/api/read-json-body';
import { BOOK_LIST_LIMITS as L } from '../../limits';
import { BOOK_LIST_MSG as MSG } from '../../messages';

// Reads a request body as UTF-8 text within the API's bound (docs/practice/book-list.md#limits). The bound holds
// whatever the framing: a declared Content-Length over it is refused before reading, a chunked body is read only
// until it passes it.

const tooLarge = () => new ApiError(413, MSG.bodyTooLarge, undefined, undefined, 'PAYLOAD_TOO_LARGE');

export async function readBodyText(request: Request, invalidCode: 'INVALID_JSON' | 'INVALID_XML'): Promise<string> {
  const text = await readTextUpTo(request, L.bodyBytes, {
    tooLarge,
    unreadable: () => badRequest(invalidCode === 'INVALID_JSON' ? MSG.invalidJson : MSG.invalidXml('it is not UTF-8.'), undefined, invalidCode),
  });
  if (text === '') throw badRequest(MSG.emptyBody, undefined, invalidCode);
  return text;
}

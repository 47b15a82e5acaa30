import 'server-only';
import { ApiError, badRequest } from '@/lib/api/errors';
import { BOOK_LIST_LIMITS as L } from '../../limits';
import { BOOK_LIST_MSG as MSG } from '../../messages';

// Reads a request body as UTF-8 text within the API's bound (docs/practice/book-list.md#limits). The bound holds
// whatever the framing: a declared Content-Length over it is refused before reading, a chunked body is read only
// until it passes it.

const tooLarge = () => new ApiError(413, MSG.bodyTooLarge, undefined, undefined, 'PAYLOAD_TOO_LARGE');

export async function readBodyText(request: Request, invalidCode: 'INVALID_JSON' | 'INVALID_XML'): Promise<string> {
  if (Number(request.headers.get('content-length') ?? 0) > L.bodyBytes) throw tooLarge();
  if (!request.body) throw badRequest(MSG.emptyBody, undefined, invalidCode);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > L.bodyBytes) {
        await reader.cancel().catch(() => {});
        throw tooLarge();
      }
      chunks.push(value);
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw badRequest(MSG.emptyBody, undefined, invalidCode);
  } finally {
    reader.releaseLock();
  }
  if (total === 0) throw badRequest(MSG.emptyBody, undefined, invalidCode);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat(chunks));
  } catch {
    throw badRequest(invalidCode === 'INVALID_JSON' ? MSG.invalidJson : MSG.invalidXml('it is not UTF-8.'), undefined, invalidCode);
  }
}

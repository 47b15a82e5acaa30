import { ApiError, badRequest } from './errors';

/** The largest JSON body any handler accepts. */
export const MAX_JSON_BYTES = 1024 * 1024;

export const JSON_TOO_LARGE = 'The request is too large.';

/**
 * Reads a JSON request body, counting bytes as they arrive. The limit holds whatever the framing: a
 * declared Content-Length over the limit is refused before reading, and a chunked body (no length) is
 * read only until it passes the limit, then the reader is cancelled and 413 answered. request.json()
 * would buffer a chunked body of any size first.
 */
export async function readJsonBody(request: Request, maxBytes = MAX_JSON_BYTES): Promise<unknown> {
  const text = await readTextUpTo(request, maxBytes);
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest('The request body must be valid JSON.', undefined, 'INVALID_JSON');
  }
}

/** What a bounded read answers when the body is too large, or cannot be read as UTF-8 text. */
export interface BodyRefusals {
  tooLarge: () => ApiError;
  unreadable: () => ApiError;
}

const JSON_REFUSALS: BodyRefusals = {
  tooLarge: () => new ApiError(413, JSON_TOO_LARGE),
  unreadable: () => badRequest('The request body must be valid JSON.', undefined, 'INVALID_JSON'),
};

/**
 * The body as UTF-8 text, read the same bounded way: `tooLarge` past `maxBytes` (a declared Content-Length over
 * it is refused before reading), `unreadable` when the client went away mid-body or the bytes are not UTF-8.
 * An absent body is ''.
 */
export async function readTextUpTo(request: Request, maxBytes: number, refusals: BodyRefusals = JSON_REFUSALS): Promise<string> {
  if (Number(request.headers.get('content-length') ?? 0) > maxBytes) throw refusals.tooLarge();
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > maxBytes) {
        await reader.cancel().catch(() => {});
        throw refusals.tooLarge();
      }
      chunks.push(value);
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    // The client went away mid-body: nothing usable arrived.
    throw refusals.unreadable();
  } finally {
    reader.releaseLock();
  }
  // fatal: a body that is not UTF-8 is refused (request.json() would have replaced the bytes silently).
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat(chunks));
  } catch {
    throw refusals.unreadable();
  }
}

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
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > maxBytes) throw new ApiError(413, JSON_TOO_LARGE);
  const text = await readTextUpTo(request, maxBytes);
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest('The request body must be valid JSON.', undefined, 'INVALID_JSON');
  }
}

/** The body as UTF-8 text, read the same bounded way (413 past `maxBytes`, 400 when it is not UTF-8). */
export async function readTextUpTo(request: Request, maxBytes: number): Promise<string> {
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
        throw new ApiError(413, JSON_TOO_LARGE);
      }
      chunks.push(value);
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    // The client went away mid-body: nothing usable arrived.
    throw badRequest('The request body must be valid JSON.', undefined, 'INVALID_JSON');
  } finally {
    reader.releaseLock();
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  // fatal: a body that is not UTF-8 is not JSON (request.json() would have replaced the bytes silently).
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw badRequest('The request body must be valid JSON.', undefined, 'INVALID_JSON');
  }
}

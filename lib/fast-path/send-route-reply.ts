import type { IncomingMessage, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import Negotiator from 'negotiator';
import { STATIC_SECURITY_HEADERS } from '../security/headers';

// Sends a route handler's Response as Next sends it (next/dist/server/send-response.js behind its compression), so a
// client cannot tell a reply of the fast path from one routed by Next (tests/integration/practice/write-fast-path.test.ts,
// e2e/practice/write-fast-path.spec.ts): the headers of next.config first, then Next's own Vary, then the handler's
// headers (one that is already set keeps its value, except those allowed several times), the body compressed with
// gzip or deflate when the client accepts it and the type is one Next compresses. Unlike Next, the length is sent
// rather than chunks: the body is in memory already.

/** What Next varies every App Router reply by (its client router's request headers). */
export const NEXT_VARY = 'rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch';

/** Headers Next never copies from a handler's Response: it frames and encodes the body itself. */
const NOT_COPIED = new Set(['content-length', 'content-encoding', 'transfer-encoding']);
const SEVERAL_ALLOWED = new Set(['set-cookie', 'www-authenticate', 'proxy-authenticate', 'vary']);
/** The types the `compression` middleware compresses (its `compressible` check, for what the API answers). */
const COMPRESSIBLE = /^(?:text\/|application\/(?:json|xml|javascript)\s*(?:;|$))|\+(?:json|xml|text)\s*(?:;|$)/i;
/** Larger bodies are compressed on the thread pool rather than on the server's only thread. */
const SYNC_COMPRESS_BYTES = 64 * 1024;
const gzip = promisify(zlib.gzip);
const deflate = promisify(zlib.deflate);

export async function sendRouteReply(req: IncomingMessage, res: ServerResponse, response: Response): Promise<void> {
  let body: Buffer = response.body && req.method !== 'HEAD' ? Buffer.from(await response.arrayBuffer()) : Buffer.alloc(0);
  res.statusCode = response.status;
  for (const { key, value } of STATIC_SECURITY_HEADERS) res.setHeader(key, value);
  res.appendHeader('Vary', NEXT_VARY);
  response.headers.forEach((value, name) => {
    if (NOT_COPIED.has(name) || name === 'set-cookie') return;
    if (SEVERAL_ALLOWED.has(name) || res.getHeader(name) === undefined) res.appendHeader(name, value);
  });
  for (const cookie of response.headers.getSetCookie()) res.appendHeader('Set-Cookie', cookie);

  const type = String(res.getHeader('content-type') ?? '');
  const cacheControl = String(res.getHeader('cache-control') ?? '');
  if (COMPRESSIBLE.test(type) && !/(?:^|,)\s*no-transform\s*(?:,|$)/i.test(cacheControl)) {
    addVary(res, 'Accept-Encoding');
    const encoding = req.method === 'HEAD' ? null : encodingFor(req);
    if (encoding) {
      const compress = encoding === 'gzip' ? [gzip, zlib.gzipSync] as const : [deflate, zlib.deflateSync] as const;
      body = body.length > SYNC_COMPRESS_BYTES ? await compress[0](body) : compress[1](body);
      res.setHeader('Content-Encoding', encoding);
    }
  }
  if (req.method !== 'HEAD' && response.body) res.setHeader('Content-Length', body.length);
  res.end(req.method === 'HEAD' ? undefined : body);
}

/** The `compression` middleware's choice: gzip or deflate as the client prefers (gzip on a tie), or none. */
function encodingFor(req: IncomingMessage): 'gzip' | 'deflate' | null {
  const negotiator = new Negotiator(req);
  let encoding = negotiator.encoding(['gzip', 'deflate', 'identity']);
  if (encoding === 'deflate' && negotiator.encoding(['gzip'])) encoding = negotiator.encoding(['gzip', 'identity']);
  return encoding === 'gzip' || encoding === 'deflate' ? encoding : null;
}

/** Adds a field to Vary as the `vary` package does: one header, each field once, `*` left alone. */
function addVary(res: ServerResponse, field: string): void {
  const current = res.getHeader('vary');
  const header = Array.isArray(current) ? current.join(', ') : String(current ?? '');
  const fields = header.split(',').map((each) => each.trim().toLowerCase());
  if (fields.includes('*') || fields.includes(field.toLowerCase())) {
    res.setHeader('Vary', header);
    return;
  }
  res.setHeader('Vary', header ? `${header}, ${field}` : field);
}

import type { IncomingMessage, ServerResponse } from 'node:http';
import { MAX_JSON_BYTES } from '../api/read-json-body';
import type { RouteHandler } from '../api/route';
import { cachedSession, sessionKeyOf } from '../auth/session-cache';
import { cachedCaller } from '../practice/credentials/caller-cache';
import { hashSecret } from '../practice/credentials/secrets';
import { bearerKindOf, bearerTokenOf, presentsPracticeCredential } from '../practice/credentials/token-format';
import { practiceWriteRouteOf } from './practice-write-routes';
import { sendRouteReply } from './send-route-reply';

/**
 * A learner's practice write (./practice-write-routes.ts) answered by its route table's handler, called here rather than
 * through Next's routing, which cost about 40 % of a write's CPU time (docs/architecture.md#practice-lab). The handler runs as Next runs it: the same Request (headers, body, the URL
 * Next would give it) and dynamic segments, so every rule (access, the request limit, validation, bug mode, the
 * challenges, the caches it drops and the peers it tells) is the route's own; its reply is sent as Next sends it
 * (./send-route-reply.ts). Only what this process can decide without a lookup comes here: the caller's session or
 * practice credential is one it remembers, and the body is JSON of a declared length within the API's limit (or
 * absent). Everything else (an unknown caller, a chunked, oversized or non-JSON body) goes to Next untouched.
 */
export function servePracticeWrite(req: IncomingMessage, res: ServerResponse): boolean {
  const method = req.method ?? '';
  if (method !== 'POST' && method !== 'PUT' && method !== 'PATCH' && method !== 'DELETE') return false;
  const url = req.url ?? '';
  if (!url.startsWith('/api/practice/')) return false;
  const queryAt = url.indexOf('?');
  const write = practiceWriteRouteOf(method, queryAt === -1 ? url : url.slice(0, queryAt));
  if (!write || !bodyDecidable(req) || !callerKnown(req)) return false;

  answer(req, res, write.handler, write.params).catch((error: unknown) => {
    // The body is read by now (or the client went away): Next cannot have the request any more.
    if (!(error instanceof ClientGone)) console.error('[practice] a write could not be answered before Next', error);
    res.destroy();
  });
  return true;
}

/** No body, or a JSON one whose declared length is within the limit every JSON handler keeps. */
function bodyDecidable(req: IncomingMessage): boolean {
  if (req.headers['transfer-encoding'] !== undefined) return false;
  const declared = req.headers['content-length'];
  if (declared === undefined || declared === '0') return true;
  const length = Number(declared);
  if (!Number.isInteger(length) || length < 0 || length > MAX_JSON_BYTES) return false;
  return /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i.test(req.headers['content-type'] ?? '');
}

/** The request's credentials are ones this process checked recently: withRoute will not look them up. */
function callerKnown(req: IncomingMessage): boolean {
  const { authorization, cookie } = req.headers;
  if (presentsPracticeCredential(authorization)) {
    const token = bearerTokenOf(authorization)!;
    return bearerKindOf(token) !== null && cachedCaller(hashSecret(token)) !== undefined;
  }
  const key = sessionKeyOf(authorization, cookie);
  return key !== null && cachedSession(key) !== undefined;
}

async function answer(req: IncomingMessage, res: ServerResponse, handler: RouteHandler, params: Record<string, string>): Promise<void> {
  const body = await readBody(req);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const each of value) headers.append(name, each);
    else if (value !== undefined) headers.set(name, value);
  }
  // Aborted when the client goes away before its reply, as Next's request signal is.
  const gone = new AbortController();
  res.once('close', () => {
    if (!res.writableFinished) gone.abort();
  });
  const request = new Request(nextUrlOf(req), {
    method: req.method,
    headers,
    body: body.length > 0 ? (body as Uint8Array<ArrayBuffer>) : undefined,
    signal: gone.signal,
  });
  const response = await handler(request, { params: Promise.resolve(params) });
  await sendRouteReply(req, res, response);
}

/** The client stopped sending its body (it went away, or server.mjs's slow-body guard answered it). */
class ClientGone extends Error {}

/** The whole body; it is small (bodyDecidable) and arrives as one or a few chunks. */
function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.once('end', () => resolve(chunks.length === 1 ? chunks[0] : Buffer.concat(chunks)));
    req.once('error', () => reject(new ClientGone('the body could not be read')));
    req.once('close', () => {
      if (!req.complete) reject(new ClientGone('the client went away before its body arrived'));
    });
  });
}

/** The address Next gives a route handler's Request (its router's initURL): server.mjs's host and port, and the path as sent. */
function nextUrlOf(req: IncomingMessage): string {
  const encrypted = (req.socket as { encrypted?: boolean }).encrypted === true;
  const forwardedProto = req.headers['x-forwarded-proto'];
  const protocol = encrypted || (typeof forwardedProto === 'string' && forwardedProto.includes('https')) ? 'https' : 'http';
  const hostname = process.env.HOSTNAME ?? '0.0.0.0';
  const host = hostname.includes(':') && !hostname.startsWith('[') ? `[${hostname}]` : hostname;
  return `${protocol}://${host}:${process.env.PORT ?? '3000'}${req.url}`;
}

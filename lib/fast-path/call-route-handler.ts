import type { IncomingMessage, ServerResponse } from 'node:http';
import { MAX_JSON_BYTES } from '../api/read-json-body';
import type { RouteHandler } from '../api/route';
import { sendRouteReply } from './send-route-reply';
import { headersOf } from './request-headers';

// A route handler called before Next's routing, as Next calls it: the same Request (headers, body, the URL Next would
// give it) and dynamic segments; its reply sent as Next sends it (./send-route-reply.ts). Used for a learner's practice
// reads and writes (./serve-practice-state.ts), logins (./serve-login.ts) and anonymous SOAP calls (./serve-anonymous-call.ts), whose
// cost per request is mostly Next's routing.

/** No body, or one whose declared length is within `bytes`: read here at once (a chunked body's length is not known). */
export function bodyDeclaredWithin(req: IncomingMessage, bytes: number): boolean {
  if (req.headers['transfer-encoding'] !== undefined) return false;
  const declared = req.headers['content-length'];
  if (declared === undefined) return true;
  const length = Number(declared);
  return Number.isInteger(length) && length >= 0 && length <= bytes;
}

/** No body, or a JSON one whose declared length is within the limit every JSON handler keeps: read here at once. */
export function jsonBodyDecidable(req: IncomingMessage): boolean {
  if (!bodyDeclaredWithin(req, MAX_JSON_BYTES)) return false;
  const declared = req.headers['content-length'];
  if (declared === undefined || declared === '0') return true;
  return /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i.test(req.headers['content-type'] ?? '');
}

/**
 * Answers the request by `handler`. Once called the request is this path's: the body is read here, so Next cannot
 * have it any more; an error the handler did not turn into a reply closes the connection (`what` names it in the log).
 */
export function answerByHandler(req: IncomingMessage, res: ServerResponse, handler: RouteHandler, params: Record<string, string>, what: string): void {
  answer(req, res, handler, params).catch((error: unknown) => {
    if (!(error instanceof ClientGone)) console.error(`[fast-path] ${what} could not be answered before Next`, error);
    res.destroy();
  });
}

async function answer(req: IncomingMessage, res: ServerResponse, handler: RouteHandler, params: Record<string, string>): Promise<void> {
  const body = await readBody(req);
  const headers = headersOf(req);
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

/** The whole body; its length was declared within a bound (bodyDeclaredWithin) and it arrives as one or a few chunks. */
function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    // A request read on a later turn (./serve-login.ts) may have lost its client already: its 'close' has passed.
    if (req.destroyed && !req.complete) return reject(new ClientGone('the client went away before its body arrived'));
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

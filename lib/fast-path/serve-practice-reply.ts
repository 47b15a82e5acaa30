import type { IncomingMessage, ServerResponse } from 'node:http';
import { errorResponse, PRIVATE_CACHE_CONTROL } from '../api/route';
import { rememberedSessionOf } from '../auth/session-cache';
import { countPracticeRequest } from '../practice/learner-limit';
import { cachedPracticeReply, type CachedReply } from '../practice/reply-cache';
import { STATIC_SECURITY_HEADERS } from '../security/headers';
import type { PassOn } from './serve-cached';

const PRACTICE_API = '/api/practice/';

/**
 * A learner's suite reads the same practice resources again and again. When the request's session was
 * checked recently (lib/auth/session-cache.ts) and the learner's last reply to this exact URL still
 * stands (lib/practice/reply-cache.ts: dropped by every write of theirs), it is sent from here, counted
 * against the learner's request limit like any other, without Next's routing. Everything else (another
 * method, an unknown session, a URL not read since the last write) goes to the route handler.
 */
export function servePracticeReply(req: IncomingMessage, res: ServerResponse, passOn: PassOn): boolean {
  const url = req.url ?? '';
  if (req.method !== 'GET' || !url.startsWith(PRACTICE_API)) return false;
  const session = rememberedSessionOf(req.headers.authorization, req.headers.cookie);
  if (!session) return false;
  const reply = cachedPracticeReply(session.user.id, url);
  if (!reply) return false;

  send(res, session.user.id, reply).catch((error: unknown) => {
    console.error('[practice] a remembered reply could not be sent', error);
    if (!res.headersSent) passOn();
    else res.destroy();
  });
  return true;
}

async function send(res: ServerResponse, userId: string, reply: CachedReply): Promise<void> {
  for (const { key, value } of STATIC_SECURITY_HEADERS) res.setHeader(key, value);
  res.setHeader('Cache-Control', PRIVATE_CACHE_CONTROL);
  let limit: Record<string, string>;
  try {
    limit = await countPracticeRequest(userId);
  } catch (error) {
    // The learner's window is full: the same 429, headers and body the route handler would answer.
    const refusal = errorResponse(error, true);
    const body = Buffer.from(await refusal.arrayBuffer());
    res.writeHead(refusal.status, { ...Object.fromEntries(refusal.headers), 'Content-Length': body.length });
    res.end(body);
    return;
  }
  res.writeHead(200, { ...limit, 'Content-Type': reply.contentType, 'Content-Length': reply.body.length });
  res.end(reply.body);
}

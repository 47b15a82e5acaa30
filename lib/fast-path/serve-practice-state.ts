import type { IncomingMessage, ServerResponse } from 'node:http';
import { rememberedSessionOf } from '../auth/session-cache';
import { cachedCaller } from '../practice/credentials/caller-cache';
import { hashSecret } from '../practice/credentials/secrets';
import { bearerKindOf, bearerTokenOf, presentsPracticeCredential } from '../practice/credentials/token-format';
import { answerByHandler, bodyDeclaredWithin, jsonBodyDecidable } from './call-route-handler';
import { practiceStateRouteOf } from './practice-state-routes';

/**
 * A learner's practice write or read (./practice-state-routes.ts) answered by its route table's handler, called here
 * rather than through Next's routing, which cost about 40 % of a write's CPU time (docs/architecture.md#practice-lab).
 * The handler runs as Next runs it: the same Request (headers, body, the URL Next would give it) and dynamic segments,
 * so every rule (access, the request limit, validation, bug mode, the challenges, the caches it drops and the peers it
 * tells) is the route's own; its reply is sent as Next sends it (./call-route-handler.ts). Only what this process can
 * decide without a lookup comes here: the caller's session or practice credential is one it remembers, and a write's
 * body is JSON of a declared length within the API's limit (or absent), a read has none. Everything else (an unknown
 * caller, a chunked, oversized or non-JSON body) goes to Next untouched.
 */
export function servePracticeState(req: IncomingMessage, res: ServerResponse): boolean {
  const method = req.method ?? '';
  if (method !== 'GET' && method !== 'POST' && method !== 'PUT' && method !== 'PATCH' && method !== 'DELETE') return false;
  const url = req.url ?? '';
  if (!url.startsWith('/api/practice/')) return false;
  const queryAt = url.indexOf('?');
  const call = practiceStateRouteOf(method, queryAt === -1 ? url : url.slice(0, queryAt));
  if (!call || !bodyDecidable(req, method) || !callerKnown(req)) return false;
  answerByHandler(req, res, call.handler, call.params, method === 'GET' ? 'a practice read' : 'a practice write');
  return true;
}

/** A write's JSON body can be read here at once; a read has no body at all. */
function bodyDecidable(req: IncomingMessage, method: string): boolean {
  return method === 'GET' ? bodyDeclaredWithin(req, 0) : jsonBodyDecidable(req);
}

/** The request's credentials are ones this process checked recently: withRoute will not look them up. */
function callerKnown(req: IncomingMessage): boolean {
  const { authorization, cookie } = req.headers;
  if (presentsPracticeCredential(authorization)) {
    const token = bearerTokenOf(authorization)!;
    return bearerKindOf(token) !== null && cachedCaller(hashSecret(token)) !== undefined;
  }
  return rememberedSessionOf(authorization, cookie) !== undefined;
}

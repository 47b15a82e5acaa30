import type { IncomingMessage, ServerResponse } from 'node:http';
import { LOGIN_PATH, loginHandler } from '../auth/login-handler';
import { answerByHandler, jsonBodyDecidable } from './call-route-handler';

/**
 * POST /api/auth/login answered by its own handler (lib/auth/login-handler.ts, the one the route file exports) before
 * Next's routing: during a guessing attack the event loop's time per guess was mostly Next's routing and reply, and the
 * owner's login waited behind forty of them before it was even read (docs/architecture.md#passwords). Every rule (the
 * limits and their headers, the device cookie, the hash gate, the messages) is the handler's; the reply is sent as Next
 * sends it. A body that is not JSON of a declared length within the limit, or a path with a query, goes to Next.
 */
export function serveLogin(req: IncomingMessage, res: ServerResponse): boolean {
  if (req.method !== 'POST' || req.url !== LOGIN_PATH || !jsonBodyDecidable(req)) return false;
  answerByHandler(req, res, loginHandler, {}, 'a login');
  return true;
}

import type { IncomingMessage, ServerResponse } from 'node:http';
import { DEVICE_COOKIE } from '../auth/device-cookie';
import { LOGIN_PATH, loginHandler } from '../auth/login-handler';
import { waitForTurn } from '../concurrency/give-way';
import { answerByHandler, jsonBodyDecidable } from './call-route-handler';

const carriesDeviceCookie = (req: IncomingMessage) => new RegExp(`(?:^|;)\\s*${DEVICE_COOKIE}=`).test(req.headers.cookie ?? '');

/**
 * POST /api/auth/login answered by its own handler (lib/auth/login-handler.ts, the one the route file exports) before
 * Next's routing: during a guessing attack the event loop's time per guess was mostly Next's routing and reply, and the
 * owner's login waited behind forty of them before it was even read (docs/architecture.md#passwords). Every rule (the
 * limits and their headers, the device cookie, the hash gate, the messages) is the handler's; the reply is sent as Next
 * sends it. A body that is not JSON of a declared length within the limit, or a path with a query, goes to Next.
 * A login without a device cookie can only be a new device's: it is read when its turn comes (lib/concurrency/give-way.ts),
 * so a burst of them does not keep a known device's connection from being accepted.
 */
export function serveLogin(req: IncomingMessage, res: ServerResponse): boolean {
  if (req.method !== 'POST' || req.url !== LOGIN_PATH || !jsonBodyDecidable(req)) return false;
  if (carriesDeviceCookie(req)) answerByHandler(req, res, loginHandler, {}, 'a login');
  else void waitForTurn().then(() => answerByHandler(req, res, loginHandler, {}, 'a login'));
  return true;
}

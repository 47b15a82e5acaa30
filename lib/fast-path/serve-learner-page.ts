import type { IncomingMessage, ServerResponse } from 'node:http';
import { PRIVATE_CACHE_CONTROL } from '../api/route';
import { getSessionFromHeaders } from '../auth/session';
import { cachedSession, sessionKeyOf } from '../auth/session-cache';
import type { SessionInfo } from '../auth/session-types';
import { cachingEnabled } from '../cache/tags';
import { env } from '../env';
import { exerciseViewInCookieHeader } from '../practice/exercise-view';
import { servedOverHttps } from '../security/headers';
import { pickEncoding } from './content-encoding';
import { bodyIn, learnerPage, type LearnerPageEntry } from './learner-page-cache';
import { isLearnerPage } from './learner-page-routes';
import { renderForCache } from './render-for-cache';
import { headersOf } from './request-headers';
import { ROUTER_HEADERS, type PassOn } from './serve-cached';

/**
 * A learner's view of an exercise page or of the profile page, one copy for every learner (./learner-page-cache.ts),
 * sent for a valid session: one checked recently (lib/auth/session-cache.ts) costs a lookup, one not remembered yet is
 * checked here. On a miss Next renders it with the asking learner's own credentials. An invalid session goes to Next,
 * which decides its 401, redirect or 404 before any body is sent; so does everything but a plain GET or HEAD of the
 * document (Next's router fetches, a query string).
 */
export function serveLearnerPage(req: IncomingMessage, res: ServerResponse, passOn: PassOn, secret: string): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  if (!cachingEnabled()) return false;
  if (ROUTER_HEADERS.some((name) => req.headers[name] !== undefined)) return false;
  const url = req.url ?? '/';
  const queryAt = url.indexOf('?');
  const pathname = queryAt === -1 ? url : url.slice(0, queryAt);
  if (!isLearnerPage(pathname, queryAt === -1 ? '' : url.slice(queryAt + 1))) return false;
  const { authorization, cookie } = req.headers;
  const key = sessionKeyOf(authorization, cookie);
  if (key === null) return false;
  const remembered = cachedSession(key);

  const answer = async (session: SessionInfo | null) => {
    if (!session) return passOn(); // Next decides the redirect or 401
    const render = () => {
      const credentials: Record<string, string> = {};
      if (authorization) credentials.authorization = authorization;
      if (cookie) credentials.cookie = cookie;
      const target = { address: req.socket.localAddress ?? '127.0.0.1', port: req.socket.localPort ?? Number(env().PORT), host: new URL(env().APP_URL).host, secret };
      return renderForCache(target, pathname, credentials);
    };
    // An exercise page is drawn with the learner's chosen panel (lib/practice/exercise-view.ts): one copy per choice.
    const view = exerciseViewInCookieHeader(cookie, session.user.id);
    const entry = await learnerPage(`${pathname}?view=${view}`, render);
    return entry ? send(req, res, entry) : passOn();
  };
  // The page needs only a valid session, so one not remembered yet is checked here (one read) rather than sent to Next
  // for a whole render of the page: a class arriving would otherwise render it once per learner.
  const checked = remembered ? Promise.resolve(remembered) : getSessionFromHeaders(headersOf(req));
  checked.then(answer).catch((error: unknown) => {
    console.error(`[cache] ${pathname} could not be answered for a learner; Next answers directly`, error);
    if (!res.headersSent) passOn();
    else res.destroy();
  });
  return true;
}

async function send(req: IncomingMessage, res: ServerResponse, entry: LearnerPageEntry): Promise<void> {
  const { APP_URL, TRUSTED_PROXY_HOPS } = env();
  const forwardedProto = req.headers['x-forwarded-proto'];
  const https = servedOverHttps({ appUrl: APP_URL, trustedProxyHops: TRUSTED_PROXY_HOPS, forwardedProto: typeof forwardedProto === 'string' ? forwardedProto : null });
  const encoding = pickEncoding(req.headers['accept-encoding']);
  const body = await bodyIn(entry, encoding);
  res.writeHead(200, {
    ...(https ? entry.headers.https : entry.headers.http),
    'cache-control': PRIVATE_CACHE_CONTROL,
    vary: 'Accept-Encoding',
    ...(encoding === 'identity' ? {} : { 'content-encoding': encoding }),
    'content-length': body.length,
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}

import type { IncomingMessage, ServerResponse } from 'node:http';
import { cachingEnabled } from '../cache/tags';
import { env } from '../env';
import { servedOverHttps } from '../security/headers';
import type { CacheEntry } from './cache-entry';
import { pickEncoding } from './content-encoding';
import { publicRouteFor } from './public-routes';
import { renderForCache, type RenderTarget } from './render-for-cache';
import { cachedResponse } from './response-cache';

export type PassOn = () => void;

// Headers only Next's client router sends: those requests want RSC payloads, not the HTML document.
export const ROUTER_HEADERS = ['rsc', 'next-router-prefetch', 'next-router-state-tree', 'next-router-segment-prefetch', 'next-action'];

/**
 * Answers a GET or HEAD of a public page or JSON read from the response cache, rendering it first on
 * a miss. Answers false, touching nothing, for any other request.
 */
export function servePublicCached(req: IncomingMessage, res: ServerResponse, passOn: PassOn, secret: string): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  // Off while this instance cannot hear the other instances' changes (lib/cluster/join-peers.ts).
  if (!cachingEnabled()) return false;
  if (ROUTER_HEADERS.some((name) => req.headers[name] !== undefined)) return false;
  const url = req.url ?? '/';
  const queryAt = url.indexOf('?');
  const pathname = queryAt === -1 ? url : url.slice(0, queryAt);
  const route = publicRouteFor(pathname, queryAt === -1 ? '' : url.slice(queryAt + 1));
  if (!route) return false;

  // Only a miss renders: the target is worked out then, not on every cached answer.
  const render = () => {
    const target: RenderTarget = {
      address: req.socket.localAddress ?? '127.0.0.1',
      port: req.socket.localPort ?? Number(env().PORT),
      host: new URL(env().APP_URL).host,
      secret,
    };
    return renderForCache(target, pathname);
  };
  cachedResponse(pathname, route, render)
    .then((entry) => (entry ? writeEntry(req, res, entry) : passOn()))
    .catch((error: unknown) => {
      console.error(`[cache] ${pathname} could not be rendered for the cache; Next answers directly`, error);
      if (!res.headersSent) passOn();
    });
  return true;
}

function writeEntry(req: IncomingMessage, res: ServerResponse, entry: CacheEntry): void {
  const { APP_URL, TRUSTED_PROXY_HOPS } = env();
  const forwardedProto = req.headers['x-forwarded-proto'];
  const https = servedOverHttps({
    appUrl: APP_URL,
    trustedProxyHops: TRUSTED_PROXY_HOPS,
    forwardedProto: typeof forwardedProto === 'string' ? forwardedProto : null,
  });
  const headers = https ? entry.headers.https : entry.headers.http;
  if (matchesEtag(req.headers['if-none-match'], entry.etag)) {
    res.writeHead(304, { etag: entry.etag, 'cache-control': headers['cache-control'], vary: headers.vary });
    res.end();
    return;
  }
  const encoding = pickEncoding(req.headers['accept-encoding']);
  const body = entry.bodies[encoding];
  res.writeHead(200, {
    ...headers,
    ...(encoding === 'identity' ? {} : { 'content-encoding': encoding }),
    'content-length': body.length,
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}

/** If-None-Match against our weak ETag (weak comparison, RFC 9110 §13.1.2). */
function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((candidate) => {
    const tag = candidate.trim();
    return tag === '*' || tag.replace(/^W\//, '') === bare;
  });
}

import { NextResponse, type NextRequest } from 'next/server';
import { getSessionCookie } from 'better-auth/cookies';
import { env } from '@/lib/env';
import { CACHE_FILL_HEADER } from '@/lib/fast-path/fill-header';
import { contentSecurityPolicy, createNonce, HSTS_VALUE, servedOverHttps } from '@/lib/security/headers';

// Portal pages a visitor without any session cookie is sent to /login from.
const SIGNED_IN_ONLY = /^\/(?:admin|student)(?:\/.*)?$|^\/payment$/;

/**
 * Runs before every HTML page (see `config.matcher`):
 * - a fresh CSP nonce per request (pages served from the response cache use script hashes
 *   instead). Next.js reads it from the request's Content-Security-Policy
 *   header and puts it on its own scripts; the browser gets the same policy on the response.
 * - HSTS when the page was reached over HTTPS (lib/security/headers.ts says when that is known).
 * - a shortcut: with no session cookie at all, portal pages redirect to /login without rendering.
 *   The real access checks run on the server in every page, layout and handler (lib/auth/guards.ts).
 */
export function proxy(request: NextRequest) {
  // The fast path rendering a public page for its cache: no nonce, the cache sends its own policy
  // with the page's script hashes (lib/fast-path/cache-entry.ts).
  if (request.headers.has(CACHE_FILL_HEADER)) return NextResponse.next();
  const { APP_URL, TRUSTED_PROXY_HOPS, NODE_ENV } = env();
  const https = servedOverHttps({
    appUrl: APP_URL,
    trustedProxyHops: TRUSTED_PROXY_HOPS,
    forwardedProto: request.headers.get('x-forwarded-proto'),
  });
  const policy = contentSecurityPolicy({ nonce: createNonce(), https, dev: NODE_ENV === 'development' });

  let response: NextResponse;
  if (SIGNED_IN_ONLY.test(request.nextUrl.pathname) && !getSessionCookie(request)) {
    response = NextResponse.redirect(new URL('/login', request.url));
  } else {
    const requestHeaders = new Headers(request.headers);
    requestHeaders.set('Content-Security-Policy', policy);
    response = NextResponse.next({ request: { headers: requestHeaders } });
  }
  response.headers.set('Content-Security-Policy', policy);
  if (https) response.headers.set('Strict-Transport-Security', HSTS_VALUE);
  return response;
}

// Pages only. /api is never matched: the proxy buffers request bodies (10 MB cap), which would break
// uploads, and JSON/media replies need no CSP. Build assets, the image optimiser and media files
// (by extension) are skipped too: they are not documents, so a policy on them does nothing.
export const config = {
  matcher: [
    '/((?!api(?:/|$)|_next/static/|_next/image|favicon\\.ico$|.*\\.(?:ico|png|jpe?g|gif|svg|webp|avif|mp4|webm|ogg|mp3|woff2?|txt|xml|map)$).*)',
  ],
};

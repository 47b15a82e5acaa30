import 'server-only';
import { env } from './env';
import { requestHost } from './security/client-ip';
import { servedOverHttps } from './security/headers';

// The site's public address (issue 41), for every absolute link it makes: certificate links and their QR codes,
// the Employee service's WSDL, the Book List Postman environment. It is PUBLIC_URL (or an APP_URL that was set,
// lib/env.ts) when there is one. Only when neither is set does it come from the request being answered (its Host,
// or X-Forwarded-Host behind TRUSTED_PROXY_HOPS trusted proxies), and without a request it is APP_URL's default
// (http://localhost:PORT). E-mails carry codes, and notices carry links made without a request (lib/notices/notify.ts), since a
// forged Host header would otherwise put another site's address into a mail.

/** A host name or IP literal, with an optional port: nothing a forged header could smuggle a path or user into. */
const HOST = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?::\d{1,5})?$|^\[[0-9a-f:.]+\](?::\d{1,5})?$/i;

/** The public origin, e.g. https://academy.example.com (no trailing slash). */
export function publicUrl(request?: Pick<Request, 'headers'> | null): string {
  const { PUBLIC_URL, APP_URL, TRUSTED_PROXY_HOPS } = env();
  if (PUBLIC_URL) return PUBLIC_URL;
  const host = request ? requestHost(request.headers)?.trim() : null;
  if (host && HOST.test(host)) {
    const https = servedOverHttps({ appUrl: APP_URL, trustedProxyHops: TRUSTED_PROXY_HOPS, forwardedProto: request!.headers.get('x-forwarded-proto') });
    return `${https ? 'https' : 'http'}://${host.toLowerCase()}`;
  }
  return new URL(APP_URL).origin;
}

/** An absolute address on the public origin, e.g. publicLink('/certificates/AB12'). */
export function publicLink(path: string, request?: Pick<Request, 'headers'> | null): string {
  return new URL(path, `${publicUrl(request)}/`).toString();
}

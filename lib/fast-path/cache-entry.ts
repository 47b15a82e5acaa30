import crypto from 'node:crypto';
import type { OutgoingHttpHeaders } from 'node:http';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { contentSecurityPolicy, HSTS_VALUE } from '../security/headers';
import type { Encoding } from './content-encoding';
import { inlineScriptHashes } from './inline-script-hashes';
import type { PublicRoute } from './public-routes';
import type { RenderedResponse } from './render-for-cache';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/** A rendered public response, compressed once, with its headers for plain HTTP and for HTTPS. */
export interface CacheEntry {
  etag: string;
  bodies: Record<Encoding, Buffer>;
  headers: { http: OutgoingHttpHeaders; https: OutgoingHttpHeaders };
  bytes: number;
}

// Next's per-render headers, and those the cache sets itself per reply.
const DROPPED = new Set([
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'content-encoding',
  'etag',
  'cache-control',
  'content-security-policy',
  'strict-transport-security',
  'vary',
]);

/**
 * Whether a render may be shared: a 200 that sets no cookie. Anything else (a 404 for a course that
 * does not exist, a redirect) is answered by Next each time.
 */
export function isShareable(rendered: RenderedResponse): boolean {
  return rendered.status === 200 && rendered.headers['set-cookie'] === undefined;
}

export async function buildCacheEntry(route: PublicRoute, rendered: RenderedResponse): Promise<CacheEntry> {
  const identity = rendered.body;
  const [gz, br] = await Promise.all([
    gzip(identity, { level: 9 }),
    brotli(identity, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length },
    }),
  ]);
  const etag = `W/"${crypto.createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`;

  const kept = keptHeaders(rendered);
  // Revalidate on every use (an admin's change must show at once); unchanged pages answer 304.
  const common: OutgoingHttpHeaders = {
    ...kept,
    'cache-control': 'no-cache',
    etag,
    vary: varyWithEncoding(rendered.headers.vary),
  };
  const { http, https } = route.kind === 'page' ? pageHeaders(common, identity) : { http: common, https: common };
  return {
    etag,
    bodies: { identity, gzip: gz, br },
    headers: { http, https },
    bytes: identity.length + gz.length + br.length,
  };
}

/** The render's own headers, without those Next sets per render and those the cache sets per reply. */
export function keptHeaders(rendered: RenderedResponse): OutgoingHttpHeaders {
  const kept: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(rendered.headers)) {
    if (value !== undefined && !DROPPED.has(name) && !name.startsWith('x-nextjs-')) kept[name] = value;
  }
  return kept;
}

/**
 * A page rendered without a nonce (the fill header) gets a policy allowing exactly its inline scripts
 * (their hashes), for plain HTTP and for HTTPS (with HSTS).
 */
export function pageHeaders(headers: OutgoingHttpHeaders, body: Buffer): { http: OutgoingHttpHeaders; https: OutgoingHttpHeaders } {
  const scriptHashes = inlineScriptHashes(body.toString('utf8'));
  return {
    http: { ...headers, 'content-security-policy': contentSecurityPolicy({ scriptHashes, https: false }) },
    https: {
      ...headers,
      'content-security-policy': contentSecurityPolicy({ scriptHashes, https: true }),
      'strict-transport-security': HSTS_VALUE,
    },
  };
}

function varyWithEncoding(vary: string | undefined): string {
  const names = (vary ?? '').split(',').map((name) => name.trim()).filter(Boolean);
  if (!names.some((name) => name.toLowerCase() === 'accept-encoding')) names.push('Accept-Encoding');
  return names.join(', ');
}

// Security headers of every response. Pure functions with no imports, because two very different
// loaders use them: next.config.ts (static headers, evaluated at build) and proxy.ts (the per-request
// Content-Security-Policy with its nonce, and HSTS). README "Security headers" explains each one.

/** Two years; the MDN HTTP Observatory asks for at least six months. Sent only over HTTPS. */
export const HSTS_VALUE = 'max-age=63072000; includeSubDomains';

// Powerful browser features the site never uses, denied to the page and to every frame in it (the
// OpenStreetMap embed on /contact included). Autoplay and fullscreen stay allowed: the home carousel's
// video ads autoplay muted and the training videos can go full screen. Only features Chromium knows
// are listed: an unknown name makes the browser log an error on every page.
const DENIED_FEATURES = [
  'accelerometer',
  'browsing-topics',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'serial',
  'usb',
  'xr-spatial-tracking',
];

export const PERMISSIONS_POLICY = DENIED_FEATURES.map((feature) => `${feature}=()`).join(', ');

/** Headers that never change per request: next.config.ts sends them on every response, /api included. */
export const STATIC_SECURITY_HEADERS: ReadonlyArray<{ key: string; value: string }> = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  // Old browsers' form of frame-ancestors 'self' (the CSP covers the new ones).
  { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
  { key: 'Permissions-Policy', value: PERMISSIONS_POLICY },
  // No cross-origin window keeps a handle on ours (window.opener), and no other site may embed our
  // responses (media, JSON) as subresources: everything here is only ever loaded by our own pages.
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  { key: 'Cross-Origin-Resource-Policy', value: 'same-origin' },
];

/** 128 random bits, base64: a fresh value for every page response, so an injected script cannot guess it. */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

export interface PolicyOptions {
  /** A page rendered for one response: its scripts carry this nonce. */
  nonce?: string;
  /**
   * A page rendered once and served from the response cache to many visitors (lib/fast-path): it has
   * no nonce, so its inline scripts are allowed by their SHA-256 ('sha256-…' values).
   */
  scriptHashes?: readonly string[];
  /** The page reached us over HTTPS: ask the browser to upgrade any stray http:// subresource. */
  https: boolean;
  /** `next dev` only: React rebuilds server error stacks with eval. Never set in production. */
  dev?: boolean;
}

/**
 * The Content-Security-Policy of an HTML page. Next.js reads the nonce back from this header (set on
 * the request by proxy.ts) and puts it on its own scripts; 'strict-dynamic' then lets those scripts
 * load the page's chunks, Swiper and ALTCHA, while any script without the nonce (an injected
 * <script>, an inline event handler) is refused. 'self' is only a fallback for CSP level 2 browsers.
 */
export function contentSecurityPolicy({ nonce, scriptHashes = [], https, dev = false }: PolicyOptions): string {
  const directives: string[] = [
    "default-src 'self'",
    `script-src ${scriptSources(nonce, scriptHashes)}${dev ? " 'unsafe-eval'" : ''}`,
    // Styles keep 'unsafe-inline' (and no nonce, which would switch it off): React server-renders
    // style="" attributes (upload progress bars, tooltip positions) and ALTCHA injects a <style>
    // element, and attributes cannot carry a nonce. Inline CSS cannot run code; scripts stay locked down.
    "style-src 'self' 'unsafe-inline'",
    // data: for small inline images; blob: for previews of a file chosen in a form, before upload.
    "img-src 'self' data: blob:",
    // Ads and training videos stream from our /api; blob: previews of a chosen video before upload.
    "media-src 'self' blob:",
    "font-src 'self'",
    // fetch/XHR (uploads with progress, the captcha challenge) only ever talk to our own /api.
    "connect-src 'self'",
    // ALTCHA solves its proof of work in a Web Worker built from a blob: URL.
    "worker-src 'self' blob:",
    // Our own frames (the practice lab) and the OpenStreetMap embed of /contact.
    "frame-src 'self' https://www.openstreetmap.org",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    // Same-origin frames only: the practice lab embeds our own pages.
    "frame-ancestors 'self'",
  ];
  if (https) directives.push('upgrade-insecure-requests');
  return directives.join('; ');
}

/**
 * With a nonce, 'strict-dynamic' hands trust to the scripts that carry it. A cached page has none:
 * its inline scripts are allowed by hash and its chunks (same origin) by 'self'. 'strict-dynamic'
 * would switch 'self' off there, so it is left out; an injected inline script matches no hash.
 */
function scriptSources(nonce: string | undefined, scriptHashes: readonly string[]): string {
  if (nonce) return `'self' 'nonce-${nonce}' 'strict-dynamic'`;
  return ["'self'", ...scriptHashes.map((hash) => `'${hash}'`)].join(' ');
}

export interface TransportFacts {
  /** The public address of the site (APP_URL). */
  appUrl: string;
  /** How many reverse proxies we trust to set X-Forwarded-* (TRUSTED_PROXY_HOPS). */
  trustedProxyHops: number;
  /** The request's X-Forwarded-Proto header, if any. */
  forwardedProto: string | null;
}

/**
 * Whether the browser reached the site over HTTPS, so HSTS may be sent. An https APP_URL says so for
 * every request. Otherwise X-Forwarded-Proto counts only behind trusted proxies: without them it is
 * whatever the client typed, and HSTS over plain http would lock a browser out of an http-only site.
 * When proxies append to the header, the entry written by the outermost trusted one (the one the
 * browser talked to) decides, as for X-Forwarded-For in client-ip.ts.
 */
export function servedOverHttps({ appUrl, trustedProxyHops, forwardedProto }: TransportFacts): boolean {
  if (/^https:/i.test(appUrl.trim())) return true;
  if (trustedProxyHops <= 0 || !forwardedProto) return false;
  const chain = forwardedProto
    .split(',')
    .map((part) => part.trim().toLowerCase())
    .filter(Boolean);
  return chain[Math.max(0, chain.length - trustedProxyHops)] === 'https';
}

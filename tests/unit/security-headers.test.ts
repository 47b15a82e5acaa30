import { describe, expect, it } from 'vitest';
import {
  contentSecurityPolicy,
  createNonce,
  PERMISSIONS_POLICY,
  servedOverHttps,
  STATIC_SECURITY_HEADERS,
} from '@/lib/security/headers';

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((part) => {
      const [name, ...values] = part.trim().split(/\s+/);
      return [name, values];
    }),
  );
}

describe('contentSecurityPolicy', () => {
  it('lets scripts run only with the nonce: no unsafe-inline, no unsafe-eval', () => {
    const csp = directives(contentSecurityPolicy({ nonce: 'abc123', https: false }));
    expect(csp.get('script-src')).toEqual(["'self'", "'nonce-abc123'", "'strict-dynamic'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('form-action')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
    expect(csp.get('worker-src')).toEqual(["'self'", 'blob:']);
  });

  it('allows a cached page (no nonce) only its own inline scripts by hash and same-origin chunks', () => {
    const csp = directives(contentSecurityPolicy({ scriptHashes: ['sha256-AAA=', 'sha256-BBB='], https: false }));
    expect(csp.get('script-src')).toEqual(["'self'", "'sha256-AAA='", "'sha256-BBB='"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(directives(contentSecurityPolicy({ scriptHashes: [], https: false })).get('script-src')).toEqual(["'self'"]);
  });

  it('keeps unsafe-inline for styles without a nonce, which would switch it off', () => {
    const csp = directives(contentSecurityPolicy({ nonce: 'abc123', https: false }));
    expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
  });

  it('asks to upgrade insecure requests only over HTTPS', () => {
    expect(directives(contentSecurityPolicy({ nonce: 'n', https: true })).has('upgrade-insecure-requests')).toBe(true);
    expect(directives(contentSecurityPolicy({ nonce: 'n', https: false })).has('upgrade-insecure-requests')).toBe(false);
  });

  it('allows eval only for next dev', () => {
    expect(contentSecurityPolicy({ nonce: 'n', https: false, dev: true })).toContain("'unsafe-eval'");
    expect(contentSecurityPolicy({ nonce: 'n', https: false })).not.toContain('unsafe-eval');
  });
});

describe('createNonce', () => {
  it('is 128 random bits in base64, different each time', () => {
    const first = createNonce();
    expect(first).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(createNonce()).not.toBe(first);
  });
});

describe('servedOverHttps (when HSTS is sent)', () => {
  it('is true for every request when APP_URL is https', () => {
    expect(servedOverHttps({ appUrl: 'https://qa.example.com', trustedProxyHops: 0, forwardedProto: null })).toBe(true);
  });

  it('ignores X-Forwarded-Proto from a client when no proxy is trusted', () => {
    expect(servedOverHttps({ appUrl: 'http://localhost:3000', trustedProxyHops: 0, forwardedProto: 'https' })).toBe(false);
  });

  it('honours X-Forwarded-Proto behind a trusted proxy', () => {
    expect(servedOverHttps({ appUrl: 'http://localhost:3000', trustedProxyHops: 1, forwardedProto: 'https' })).toBe(true);
    expect(servedOverHttps({ appUrl: 'http://localhost:3000', trustedProxyHops: 1, forwardedProto: 'HTTPS' })).toBe(true);
    expect(servedOverHttps({ appUrl: 'http://localhost:3000', trustedProxyHops: 1, forwardedProto: 'http' })).toBe(false);
    expect(servedOverHttps({ appUrl: 'http://localhost:3000', trustedProxyHops: 1, forwardedProto: null })).toBe(false);
  });

  it('reads the entry of the outermost trusted proxy when several appended to the header', () => {
    // The client forged "http" in front; the one trusted proxy saw TLS.
    expect(servedOverHttps({ appUrl: 'http://app', trustedProxyHops: 1, forwardedProto: 'http, https' })).toBe(true);
    // The client forged "https"; the trusted proxy says it got plain http.
    expect(servedOverHttps({ appUrl: 'http://app', trustedProxyHops: 1, forwardedProto: 'https, http' })).toBe(false);
    // Two trusted proxies: the outer one (TLS) wrote first, the inner one (http) second.
    expect(servedOverHttps({ appUrl: 'http://app', trustedProxyHops: 2, forwardedProto: 'https, http' })).toBe(true);
  });
});

describe('static headers', () => {
  it('deny powerful features and isolate the site from cross-origin windows and embedders', () => {
    const byName = new Map(STATIC_SECURITY_HEADERS.map(({ key, value }) => [key, value]));
    expect(byName.get('Cross-Origin-Opener-Policy')).toBe('same-origin');
    expect(byName.get('Cross-Origin-Resource-Policy')).toBe('same-origin');
    expect(byName.get('X-Content-Type-Options')).toBe('nosniff');
    expect(byName.get('X-Frame-Options')).toBe('SAMEORIGIN');
    expect(byName.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment']) {
      expect(PERMISSIONS_POLICY).toContain(`${feature}=()`);
    }
  });
});

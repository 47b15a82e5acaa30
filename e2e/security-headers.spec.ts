import crypto from 'node:crypto';
import { expect, test, type APIResponse } from './fixtures';

// What a browser (or the MDN HTTP Observatory) sees in the answers of the plain-http e2e server.

// Rendered per answer: a fresh nonce each time.
const RENDERED_PAGES = ['/contact', '/login'];
// Served from the response cache (lib/fast-path): one document for every visitor, its inline scripts
// allowed by hash.
const CACHED_PAGES = ['/', '/learning', '/learning/1', '/practice'];

function scriptSources(policy: string): string[] {
  const directive = policy.split(';').find((part) => part.trim().startsWith('script-src '));
  return directive ? directive.trim().split(/\s+/).slice(1) : [];
}

function nonceOf(policy: string): string {
  const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
  expect(nonce, `a nonce in ${policy}`).toBeTruthy();
  return nonce!;
}

function expectSiteWideHeaders(response: APIResponse) {
  const headers = response.headers();
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('SAMEORIGIN');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['cross-origin-opener-policy']).toBe('same-origin');
  expect(headers['cross-origin-resource-policy']).toBe('same-origin');
  for (const feature of ['camera', 'microphone', 'geolocation', 'payment']) {
    expect(headers['permissions-policy']).toContain(`${feature}=()`);
  }
  // Plain http, and the e2e server trusts no proxy: HSTS would be wrong here.
  expect(headers['strict-transport-security']).toBeUndefined();
}

test.describe('security headers', () => {
  for (const path of RENDERED_PAGES) {
    test(`${path} has a nonce-based CSP without unsafe-inline scripts, and the site-wide headers`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      expectSiteWideHeaders(response);
      const policy = response.headers()['content-security-policy'];
      const scripts = scriptSources(policy);
      expect(scripts).toContain(`'nonce-${nonceOf(policy)}'`);
      expect(scripts).toContain("'strict-dynamic'");
      expect(scripts).not.toContain("'unsafe-inline'");
      expect(scripts).not.toContain("'unsafe-eval'");
      for (const directive of ["object-src 'none'", "base-uri 'self'", "frame-ancestors 'self'", "form-action 'self'"]) {
        expect(policy).toContain(directive);
      }
    });
  }

  for (const path of CACHED_PAGES) {
    test(`${path} (cached) allows exactly its own inline scripts by hash, and has the site-wide headers`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      expectSiteWideHeaders(response);
      const policy = response.headers()['content-security-policy'];
      const scripts = scriptSources(policy);
      expect(scripts[0]).toBe("'self'");
      for (const source of ["'unsafe-inline'", "'unsafe-eval'", "'strict-dynamic'"]) expect(scripts).not.toContain(source);
      expect(policy).not.toContain('nonce');
      const html = await response.text();
      const inline = [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(([, text]) => text);
      expect(inline.length).toBeGreaterThan(0);
      const hashes = new Set(inline.map((text) => `'sha256-${crypto.createHash('sha256').update(text).digest('base64')}'`));
      expect(new Set(scripts.slice(1))).toEqual(hashes);
      expect(html).not.toMatch(/<script[^>]*\snonce=/);
      for (const directive of ["object-src 'none'", "base-uri 'self'", "frame-ancestors 'self'", "form-action 'self'"]) {
        expect(policy).toContain(directive);
      }
    });
  }

  test('every rendered page answer gets a fresh nonce', async ({ request }) => {
    const first = nonceOf((await request.get('/login')).headers()['content-security-policy']);
    const second = nonceOf((await request.get('/login')).headers()['content-security-policy']);
    expect(second).not.toBe(first);
  });

  test("every script of a rendered page carries the answer's nonce", async ({ request }) => {
    const response = await request.get('/login');
    const nonce = nonceOf(response.headers()['content-security-policy']);
    const tags = (await response.text()).match(/<script\b[^>]*>/g) ?? [];
    expect(tags.length).toBeGreaterThan(0);
    for (const tag of tags) expect(tag, tag).toContain(`nonce="${nonce}"`);
  });

  test('an API reply has the site-wide headers', async ({ request }) => {
    const response = await request.get('/api/schedule');
    expect(response.status()).toBe(200);
    expectSiteWideHeaders(response);
  });

  test('a forged X-Forwarded-Proto does not turn on HSTS when no proxy is trusted', async ({ request }) => {
    const response = await request.get('/', { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(response.headers()['strict-transport-security']).toBeUndefined();
    expect(response.headers()['content-security-policy']).not.toContain('upgrade-insecure-requests');
  });

  test('a portal page without a session cookie still goes to /login, with the policy on the redirect', async ({ request }) => {
    for (const path of ['/admin', '/admin/ads', '/student', '/student/practice', '/payment']) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(307);
      expect(new URL(response.headers()['location'], 'http://x').pathname, path).toBe('/login');
      expect(response.headers()['content-security-policy'], path).toContain("'strict-dynamic'");
    }
  });
});

test.describe('the policy at work', () => {
  // This test injects markup on purpose; the violation it causes is what it checks.
  test.use({ allowCspViolations: true });

  test('injected inline script does not run, and the violation is reported', async ({ page, cspViolations }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // What an XSS payload in a stored text would try: an inline event handler.
    await page.evaluate(() => {
      document.body.insertAdjacentHTML('beforeend', '<img src="/no-such-image.png" onerror="document.body.dataset.injected = \'ran\'">');
    });
    await expect.poll(() => cspViolations.join('\n')).toContain('script-src');
    expect(await page.evaluate(() => document.body.dataset.injected)).toBeUndefined();
  });
});

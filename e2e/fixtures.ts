import { test as base, expect, type Browser, type BrowserContext } from '@playwright/test';
import { serverURL } from './servers';

// Specs import everything from here instead of '@playwright/test': the same API, plus a watch on the
// Content-Security-Policy. Local `test` and `expect` win over the re-exported ones.
export * from '@playwright/test';
export { expect };

// The name of the function pages call to report a violation; unlikely to clash with the app's own.
const REPORT_BINDING = '__qaReportCspViolation';

interface CspFixtures {
  /**
   * Every CSP violation seen so far in this test, in any page of any browser context the test opened.
   * A test that provokes one on purpose (e2e/security-headers.spec.ts) sets `allowCspViolations`.
   */
  cspViolations: string[];
  allowCspViolations: boolean;
}

/** Runs in every page and frame before the app's scripts: the browser's own violation events. */
function listenForViolations(binding: string) {
  const seen: string[] = [];
  (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
  document.addEventListener('securitypolicyviolation', (event) => {
    // Playwright's trace recorder reading a blob: image for its snapshot (see tracingReadsBlob).
    if (event.effectiveDirective === 'connect-src' && event.blockedURI === 'blob' && !event.sourceFile) return;
    const where = event.sourceFile ? ` at ${event.sourceFile}:${event.lineNumber}` : '';
    const text = `${event.effectiveDirective} refused ${event.blockedURI || 'inline code'}${where}${event.sample ? ` (${event.sample})` : ''}`;
    seen.push(text);
    const report = (window as unknown as Record<string, ((text: string) => void) | undefined>)[binding];
    report?.(text);
  });
}

/**
 * With tracing on (playwright.config.ts: trace 'retain-on-failure'), Playwright's snapshotter fetches
 * each blob: image of the page (a chosen file's preview) to store it in the trace. That request comes
 * from Playwright's own script, which has no source location, and connect-src 'self' refuses it. The
 * app never fetches blob: URLs; a fetch of its own would name its script.
 */
function tracingReadsBlob(text: string, sourceUrl: string): boolean {
  return sourceUrl === '' && /^Connecting to 'blob:[^']*' violates the following Content Security Policy directive: "connect-src /.test(text);
}

async function watchContext(context: BrowserContext, found: string[]): Promise<void> {
  // Chromium also logs each violation ("Refused to load …", "… violates the following Content
  // Security Policy directive …"), workers' ones included.
  context.on('console', (message) => {
    const text = message.text();
    if (tracingReadsBlob(text, message.location().url)) return;
    if (/Content Security Policy|Refused to/i.test(text)) found.push(`${message.page()?.url() ?? 'worker'}: console: ${text}`);
  });
  await context.exposeBinding(REPORT_BINDING, ({ page }, text: string) => {
    found.push(`${page?.url() ?? 'unknown page'}: event: ${text}`);
  });
  await context.addInitScript(listenForViolations, REPORT_BINDING);
}

export const test = base.extend<CspFixtures>({
  // Each worker talks to its own server (e2e/servers.ts); a spec that starts a server of its own sets baseURL itself.
  baseURL: async ({}, provide, testInfo) => provide(serverURL(testInfo.parallelIndex)),
  allowCspViolations: [false, { option: true }],
  cspViolations: [
    async ({ context, browser, allowCspViolations }, provide) => {
      const found: string[] = [];
      await watchContext(context, found);
      // Contexts a test opens itself (a second user's browser) are watched too; newPage goes through here.
      const newContext = browser.newContext;
      browser.newContext = async function watchedNewContext(this: Browser, ...args: Parameters<Browser['newContext']>) {
        const created = await newContext.apply(this, args);
        await watchContext(created, found);
        return created;
      };
      try {
        await provide(found);
      } finally {
        browser.newContext = newContext;
      }
      if (!allowCspViolations) expect(found, 'Content-Security-Policy violations on the pages of this test').toEqual([]);
    },
    { auto: true },
  ],
});

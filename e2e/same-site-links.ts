import { expect, type Page } from '@playwright/test';

// docs/product.md#practice: no practice item or practice page leads off the site. The links a page's main content
// draws (the footer's social links are the site's own, not a page's), each resolved against the page's address.

/** The hrefs of the links in `html`'s <main>, as written. */
export function mainLinksIn(html: string): string[] {
  const start = html.indexOf('<main');
  if (start < 0) throw new Error('The page has no <main>.');
  const main = html.slice(start, html.lastIndexOf('</main>'));
  return [...main.matchAll(/<a\b[^>]*?\shref="([^"]*)"/g)].map((match) => match[1].replace(/&amp;/g, '&'));
}

/** Every link in the page's main content stays on the page's own origin. */
export async function expectOnlySameSiteLinks(page: Page): Promise<void> {
  const hrefs = await page.locator('main a[href]').evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
  expect(hrefs.length, `links on ${page.url()}`).toBeGreaterThan(0);
  const origin = new URL(page.url()).origin;
  expect(hrefs.filter((href) => new URL(href).origin !== origin), `off-site links on ${page.url()}`).toEqual([]);
}

import { PAID_STUDENT } from './helpers';
import { test } from './a11y-helpers';
import { expect, type Page } from './fixtures';

// The exercise pages in their normal use: no console error, no uncaught error, no failed request (the
// `page` fixture of e2e/a11y-helpers.ts checks it after each test). Every other page of the site, for
// visitors, students and admins, gets the same check in a11y-pages.spec.ts.

test.use({ account: PAID_STUDENT });

/** The page and what it loads in the browser (its practice state) are shown: nothing says "Loading" any more. */
async function expectLoaded(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('bug-mode-switch')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^\s*Loading/ })).toHaveCount(0);
}

for (const exercise of ['reservation', 'mouse-action', 'frames-alert', 'practice-bank']) {
  test(`the ${exercise} exercise page`, async ({ page }) => {
    await page.goto(`/student/practice/${exercise}/v1`);
    await expectLoaded(page);
  });
}

test.describe('the web-elements exercise page', () => {
  // Two of its images and some of its links are broken on purpose: finding them is the exercise
  // (docs/practice/web-elements.md#broken-images-and-links). Nothing else may fail.
  test.use({ knownBroken: [/\/api\/practice\/v1\/web-elements\/images\/(team-photo\.jpg|missing\.png)/] });

  test('only its deliberately broken images fail', async ({ page }) => {
    await page.goto('/student/practice/web-elements/v1');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectLoaded(page);
  });
});

test('every page names its icons, and they load: the favicon, the SVG icon and the Apple touch icon', async ({ page, request }) => {
  // A headless browser does not fetch icons itself; a headed one asks for /favicon.ico on every page.
  const favicon = await request.get('/favicon.ico');
  expect(favicon.status()).toBe(200);
  expect(favicon.headers()['content-type']).toMatch(/^image\//);
  await page.goto('/');
  for (const rel of ['icon', 'apple-touch-icon']) {
    const hrefs = await page.locator(`head link[rel="${rel}"]`).evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
    expect(hrefs.length, rel).toBeGreaterThan(0);
    for (const href of hrefs) {
      const icon = await request.get(href);
      expect(icon.status(), href).toBe(200);
      expect(icon.headers()['content-type'], href).toMatch(/^image\//);
    }
  }
});

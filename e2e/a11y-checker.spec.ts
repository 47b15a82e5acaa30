import { expect, test } from './fixtures';
import { expectNoA11yViolations } from './axe';

// The accessibility check itself (e2e/axe.ts) must see a violation, in the page and inside a same-origin frame,
// or every "no violations" in the suite proves nothing. The broken page is written into a page of the site, so that
// the frame shares its origin as the app's own frames do.
test('the axe check fails on a missing alt text and on an unnamed button inside a frame @desktop', async ({ page }) => {
  await page.goto('/api/health');
  await page.setContent(`<!doctype html><html lang="en"><head><title>Broken</title></head><body><main>
    <h1>Broken on purpose</h1><img width="10" height="10">
    <iframe title="Inner form" srcdoc="<!doctype html><html lang='en'><head><title>Inner</title></head><body><main><button></button></main></body></html>"></iframe>
  </main></body></html>`);
  await expect(page.frameLocator('iframe').locator('button')).toBeAttached();
  const failure = await expectNoA11yViolations(page).then(
    () => null,
    (error: Error) => error.message,
  );
  expect(failure).toContain('image-alt');
  expect(failure).toContain('button-name');
  expect(failure).toMatch(/button-name \(critical\): .* — iframe button/);
});

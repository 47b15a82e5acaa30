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

// A check made while a colour is still changing would judge a mix of two states: the check waits for the page's
// transitions to end. The text here starts almost invisible and darkens over 3 s: judged at once it fails contrast.
test('the axe check judges the page once its transitions have ended @desktop', async ({ page }) => {
  await page.goto('/api/health');
  await page.setContent(`<!doctype html><html lang="en"><head><title>Fading in</title></head><body><main>
    <h1>Fading in</h1><p id="fading" style="color: #eeeeee; transition: color 3s linear">Read me once I am dark</p>
  </main></body></html>`);
  await page.evaluate(() => {
    const text = document.getElementById('fading')!;
    void getComputedStyle(text).color; // the start colour is applied, so the change below is a transition
    text.style.color = '#000000';
  });
  expect(await page.evaluate(() => document.getAnimations().length)).toBe(1);
  await expectNoA11yViolations(page);
});

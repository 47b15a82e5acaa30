import { expect, test, type Page } from './fixtures';
import { MSG } from '../lib/messages';
import { expectNoA11yViolations } from './axe';

async function solveCaptcha(page: Page) {
  await page.locator('altcha-widget label').first().click();
  await expect
    .poll(() => page.evaluate(() => (document.querySelector('altcha-widget') as unknown as { getState(): string }).getState()), { timeout: 20_000 })
    .toBe('verified');
}

test.describe('contact', () => {
  test('validation messages, then a message sent through the real ALTCHA widget; a replayed solution is refused', async ({ page }) => {
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1, name: 'Get in Touch' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Our Location' })).toBeVisible();
    await page.getByTestId('contact-submit').click();
    for (const message of ['Name is required', 'Phone is required', 'Email is required', 'Message is required']) {
      await expect(page.getByText(message)).toBeVisible();
    }
    await page.getByTestId('contact-name').fill('Riley Visitor');
    await page.getByTestId('contact-phone').fill('+15550102030');
    await page.getByTestId('contact-email').fill('riley@example');
    await page.getByTestId('contact-message').fill('Is there an evening batch for Automation Testing?');
    await page.getByTestId('contact-submit').click();
    await expect(page.getByText('Invalid email format')).toBeVisible();
    await page.getByTestId('contact-email').fill('riley@example.com');
    await page.getByTestId('contact-submit').click();
    await expect(page.getByText(MSG.captchaRequired)).toBeVisible();

    await solveCaptcha(page);
    const posted = page.waitForRequest((r) => r.url().endsWith('/api/contact') && r.method() === 'POST');
    await page.getByTestId('contact-submit').click();
    const body = (await posted).postDataJSON();
    await expect(page.getByTestId('contact-status')).toHaveText('Your message has been sent successfully!');
    await expect(page.getByTestId('contact-name')).toHaveValue('');
    await expect(page.getByTestId('contact-message')).toHaveValue('');

    const replay = await page.request.post('/api/contact', { data: body });
    expect(replay.status()).toBe(400);
    expect((await replay.json()).message).toBe(MSG.captchaRequired);
    await expectNoA11yViolations(page);
  });
});

import { expect, test, type Page } from './fixtures';
import { CARD_MSG, MSG } from '../lib/messages';
import { expectNoA11yViolations } from './axe';
import { UNPAID_STUDENT, expectPath, logIn, mailSubjects, openPortalMenuIfFolded, registerVerifiedStudent, uniqueEmail } from './helpers';


const FUTURE_EXPIRY = `12/${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`;

// Paying is one-way: the test that pays registers a student of its own, so the shared unpaid demo
// students stay unpaid for the other specs.
async function logInUnpaid(page: Page) {
  await logIn(page, UNPAID_STUDENT);
  await expectPath(page, '/payment');
}

async function fillCard(page: Page, cardNumber: string, expiry = FUTURE_EXPIRY, cvc = '123') {
  await page.getByTestId('payment-card-number').fill(cardNumber);
  await page.getByTestId('payment-expiry').fill(expiry);
  await page.getByTestId('payment-cvc').fill(cvc);
}

async function trainingsStatus(page: Page): Promise<number> {
  const me = await (await page.request.get('/api/auth/me')).json();
  return (await page.request.get(`/api/trainings/${me.userId}`)).status();
}

test.describe('payment', () => {
  test('an unpaid student sees the card form, every card message, and is refused the video list', async ({ page }) => {
    await logInUnpaid(page);
    expect(await trainingsStatus(page)).toBe(403);

    await expect(page.getByRole('heading', { name: 'Payment', level: 1 })).toBeVisible();
    await expect(page.getByTestId('payment-wallet-option')).toBeDisabled();
    await expect(page.getByTestId('payment-card-option')).toBeChecked();
    await expect(page.getByText('Not available yet')).toBeVisible();
    await expect(page.getByTestId('payment-price')).toHaveText('$10.00');
    await expect(page.getByTestId('payment-submit')).toHaveText('Pay $10.00');
    await expect(page.getByText('Sandbox: use 4242 4242 4242 4242 to pay, 4000 0000 0000 0002 to see a decline')).toBeVisible();
    await expectNoA11yViolations(page);

    await page.getByTestId('payment-submit').click();
    await expect(page.getByText(CARD_MSG.numberRequired)).toBeVisible();
    await expect(page.getByText(CARD_MSG.expiryRequired)).toBeVisible();
    await expect(page.getByText(CARD_MSG.cvcRequired)).toBeVisible();

    await fillCard(page, '4242', '13/30', '12');
    await expect(page.getByText(CARD_MSG.numberFormat)).toBeVisible();
    await expect(page.getByText(CARD_MSG.expiryFormat)).toBeVisible();
    await expect(page.getByText(CARD_MSG.cvcFormat)).toBeVisible();

    // Live formatting: digits typed one by one come out in groups of four, and the message clears.
    const number = page.getByLabel('Card number');
    await number.fill('');
    await number.pressSequentially('4242424242424242');
    await expect(number).toHaveValue('4242 4242 4242 4242');
    await expect(page.getByText(CARD_MSG.numberFormat)).toHaveCount(0);
    await page.getByLabel('Expiry (MM/YY)').fill(FUTURE_EXPIRY);
    await page.getByLabel('CVC').fill('1234');
    await expect(page.getByText(CARD_MSG.expiryFormat)).toHaveCount(0);
    await expect(page.getByText(CARD_MSG.cvcFormat)).toHaveCount(0);
    expect(await trainingsStatus(page)).toBe(403);
  });

  test('a decline, then a successful payment that opens the videos without a new login, and says so by e-mail and notice', async ({ page }) => {
    const payer = await registerVerifiedStudent(page, uniqueEmail('payer', test.info().project.name));

    await fillCard(page, '4000 0000 0000 0002');
    await page.getByTestId('payment-submit').click();
    await expect(page.getByTestId('payment-status')).toHaveText(MSG.cardDeclined);
    expect(await trainingsStatus(page)).toBe(403);

    await fillCard(page, '4242 4242 4242 4242');
    await page.getByTestId('payment-submit').click();
    await expect(page.getByTestId('payment-status')).toHaveText('Payment Successful! Redirecting...');
    const shownAt = Date.now();
    // The stored identity is updated from the reply itself, before any page load.
    const stored = await page.evaluate(() => JSON.parse(window.localStorage.getItem('qa-academy.identity') ?? 'null'));
    expect(stored?.payment).toBe('yes');
    await expect(page.getByTestId('payment-submit')).toBeDisabled();
    await expectPath(page, '/');
    expect(Date.now() - shownAt).toBeGreaterThan(2_000);

    await page.goto('/learning');
    const panel = page.getByTestId('videos-panel');
    // Whether other journeys uploaded videos or not, the panel shows the list instead of the pay message.
    await expect(panel.getByTestId('training-video').first().or(panel.getByText('No videos uploaded yet.'))).toBeVisible();
    await expect(panel).not.toContainText('Please pay your bill');
    expect(await trainingsStatus(page)).toBe(200);

    await page.goto('/payment');
    const success = page.getByTestId('payment-success-panel');
    await expect(success.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
    await expect(success).toContainText('CARD');
    await expect(page.getByTestId('payment-card-number')).toHaveCount(0);
    await expectNoA11yViolations(page);
    await success.getByRole('link', { name: 'Back to Homepage' }).click();
    await expectPath(page, '/');

    // docs/product.md#notices: the payment is in the learner's e-mail and in the portal, with the unread count.
    await expect.poll(() => mailSubjects(payer.email)).toContain('Payment received');
    await page.goto('/student/notices');
    await openPortalMenuIfFolded(page);
    await expect(page.getByRole('link', { name: 'Notices (1 unread)' })).toBeVisible();
    const notice = page.getByTestId('notice');
    await expect(notice).toHaveCount(1);
    await expect(notice.getByTestId('notice-link')).toHaveText('Payment received');
    await expectNoA11yViolations(page);
    await page.getByTestId('notices-mark-all-read').click();
    await expect(page.getByTestId('notices-summary')).toHaveText('All read.');
    await expect(page.getByRole('link', { name: 'Notices', exact: true })).toBeVisible();
    await expect(page.getByTestId('notices-unread-count')).toHaveCount(0);
  });
});

import { expectNoA11yViolations } from '../axe';
import { expectConsoleClean, watchConsole } from '../console-watch';
import { expect, test, type APIRequestContext, type Page } from '../fixtures';
import { PAID_STUDENT } from '../helpers';
import { logInQuickly, resetExercise, setBugMode } from './helpers';

// Book List v1 (docs/practice/book-list.md): the exercise is a REST API called with practice tokens, so the page
// starts with the credentials panel. A learner makes a token on the page (shown once, copied), calls the API with
// it from their own HTTP client (the test's `request`, which carries no cookie), rotates and revokes it; an OAuth
// client's secret buys an access token that reads the same books. Desktop and phone; axe and a clean console on the
// page. Set-up goes through the API: bug mode off, the shelf reset, the learner's tokens and clients removed.

const BOOKS = '/api/practice/v1/books';
const SHOWN_ONCE = "Copy it now: you won't see this again. Only a fingerprint of it is kept.";

/** Removes every token and OAuth client of the logged-in learner, whatever an earlier test left. */
async function dropCredentials(api: APIRequestContext): Promise<void> {
  const tokens = await (await api.get('/api/practice/v1/tokens')).json();
  for (const token of tokens.tokens) expect((await api.delete(`/api/practice/v1/tokens/${token.id}`)).status()).toBe(204);
  const clients = await (await api.get('/api/practice/v1/oauth/clients')).json();
  for (const client of clients.clients) expect((await api.delete(`/api/practice/v1/oauth/clients/${client.id}`)).status()).toBe(204);
}

/** Opens the exercise page with a clean shelf and no credentials; resolves once both lists have loaded. */
async function openBookList(page: Page): Promise<void> {
  await logInQuickly(page, PAID_STUDENT);
  await setBugMode(page.request, false);
  await resetExercise(page.request, 'book-list');
  await dropCredentials(page.request);
  await page.goto('/student/practice/book-list/v1');
  await expect(page.getByTestId('practice-body')).toHaveAttribute('data-bug-mode', 'off');
  await expect(page.getByTestId('token-list-empty')).toBeVisible();
  await expect(page.getByTestId('client-list-empty')).toBeVisible();
}

/** GET /books as a learner's own tool: no cookie, the bearer token only. */
const booksWith = (request: APIRequestContext, token: string) => request.get(BOOKS, { headers: { Authorization: `Bearer ${token}` } });

async function confirmAction(page: Page, name: RegExp): Promise<void> {
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  await dialog.getByTestId('confirm-credential-action').click();
  await expect(dialog).toBeHidden();
}

test.describe('Book List: practice credentials on the exercise page', () => {
  test('a token made on the page is shown once and copied, reads the learner\'s books, and ends when rotated and when revoked', async ({ page, request }) => {
    const consoleWatch = watchConsole(page);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await openBookList(page);
    // The panel comes first, above the API reference, and says how to call the API.
    const panel = page.getByTestId('practice-credentials');
    expect((await panel.boundingBox())!.y).toBeLessThan((await page.getByTestId('api-endpoints').boundingBox())!.y);
    await expect(page.getByTestId('api-auth-header')).toHaveText('Authorization: Bearer <token>');
    await expect(page.getByTestId('api-curl-books')).toContainText(`Authorization: Bearer $TOKEN`);
    await expect(page.getByTestId('api-curl-oauth-token')).toContainText('grant_type=client_credentials');

    await page.getByTestId('token-name-input').fill('e2e suite');
    await page.getByTestId('token-create').click();
    const reveal = page.getByTestId('secret-reveal');
    await expect(reveal).toBeFocused();
    await expect(page.getByTestId('secret-warning')).toHaveText(SHOWN_ONCE);
    const token = await page.getByTestId('secret-value').inputValue();
    expect(token).toMatch(/^qap_/);
    await page.getByTestId('secret-copy').click();
    await expect(page.getByTestId('secret-copy-status')).toHaveText('Copied to the clipboard.');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(token);
    await expectNoA11yViolations(page);
    // Nothing makes the page wider than the screen, the secret and the curl lines included (phone and desktop).
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

    const books = await booksWith(request, token);
    expect(books.status()).toBe(200);
    expect(books.headers()['x-total-count']).toBe('20');
    expect((await books.json())[0].title).toBe('The Flaky Test');
    // The page's own session is not a practice token.
    const byCookie = await page.request.get(BOOKS);
    expect(byCookie.status()).toBe(401);
    expect(byCookie.headers()['www-authenticate']).toBe('Bearer realm="practice"');

    // Done hides the secret for good; the list names the token.
    await page.getByTestId('secret-done').click();
    await expect(reveal).toBeHidden();
    await expect(page.getByTestId('secret-value')).toHaveCount(0);
    const row = page.getByTestId('token-row');
    await expect(row.getByTestId('token-name')).toHaveText('e2e suite');
    await expect(page.getByTestId('token-count')).toHaveText('1 of 5 tokens');

    await row.getByTestId('token-rotate').click();
    await confirmAction(page, /Rotate token "e2e suite"/);
    const rotated = await page.getByTestId('secret-value').inputValue();
    expect(rotated).toMatch(/^qap_/);
    expect(rotated).not.toBe(token);
    expect((await booksWith(request, token)).status()).toBe(401);
    expect((await booksWith(request, rotated)).status()).toBe(200);

    await row.getByTestId('token-revoke').click();
    await confirmAction(page, /Revoke token "e2e suite"/);
    await expect(page.getByTestId('token-status')).toContainText('e2e suite');
    await expect(page.getByTestId('token-list-empty')).toBeVisible();
    const revoked = await booksWith(request, rotated);
    expect(revoked.status()).toBe(401);
    expect(revoked.headers()['content-type']).toBe('application/problem+json');
    expect((await revoked.json()).code).toBe('INVALID_TOKEN');
    expectConsoleClean(consoleWatch);
  });

  test('an OAuth client made on the page (by keyboard) gets an access token from /oauth/token that reads the learner\'s books', async ({ page, request }) => {
    const consoleWatch = watchConsole(page);
    await openBookList(page);
    const name = page.getByTestId('client-name-input');
    await name.focus();
    await page.keyboard.type('k6 run');
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('secret-reveal')).toBeFocused();
    const clientId = (await page.getByTestId('secret-detail').textContent())!;
    const clientSecret = await page.getByTestId('secret-value').inputValue();
    expect(clientId).toMatch(/^qac_/);
    expect(clientSecret).toMatch(/^qas_/);
    await expect(page.getByTestId('client-row').getByTestId('client-client-id')).toHaveText(clientId);
    await expectNoA11yViolations(page);

    const issued = await request.post('/api/practice/v1/oauth/token', {
      form: { grant_type: 'client_credentials' },
      headers: { Authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}` },
    });
    expect(issued.status()).toBe(200);
    const { access_token: accessToken, token_type: tokenType, expires_in: expiresIn } = await issued.json();
    expect(tokenType).toBe('Bearer');
    expect(expiresIn).toBe(900);
    const books = await booksWith(request, accessToken);
    expect(books.status()).toBe(200);
    expect(books.headers()['x-total-count']).toBe('20');
    expectConsoleClean(consoleWatch);
  });
});

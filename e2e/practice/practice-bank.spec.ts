import type { APIRequestContext } from '@playwright/test';
import { expectNoA11yViolations } from '../axe';
import { test, expect } from '../fixtures';
import { PAID_STUDENT, uniqueEmail } from '../helpers';
import { openExercise } from './helpers';

// The Practice Bank end to end as a learner automates it (docs/practice/practice-bank.md): sign up on the page, read
// the code through the practice inbox API with a practice token and a long-poll (no sleeping), verify, sign out, and
// sign in with a one-time code read the same way; axe on the bank page and on the inbox page, desktop and phone. The
// rules (expiry, tries, cooldown), the defects and the MIME are integration tests
// (tests/integration/practice/practice-bank/).

const INBOX = '/api/practice/v1/inbox';

/** The next message to `email` after `since`, by a long-poll with the learner's token (the `request` context has no cookie). */
async function nextCode(request: APIRequestContext, token: string, since: number, email: string): Promise<{ code: string; lastId: number }> {
  const reply = await request.get(`${INBOX}?since=${since}&wait=20&to=${encodeURIComponent(email)}`, { headers: { Authorization: `Bearer ${token}` }, timeout: 30_000 });
  expect(reply.status(), await reply.text()).toBe(200);
  const body = (await reply.json()) as { messages: { text: string }[]; lastId: number };
  expect(body.messages).toHaveLength(1);
  return { code: /^(\d{6})$/m.exec(body.messages[0].text)![1], lastId: body.lastId };
}

test('sign up with a code read from the inbox API, then sign in with a one-time code', async ({ page, request }, testInfo) => {
  await openExercise(page, PAID_STUDENT, 'practice-bank');
  const created = await page.request.post('/api/practice/v1/tokens', { data: { name: `e2e bank ${testInfo.project.name}` } });
  expect(created.status(), await created.text()).toBe(201);
  const { id, token } = (await created.json()) as { id: number; token: string };
  try {
    const auth = { headers: { Authorization: `Bearer ${token}` } };
    const start = (await (await request.get(INBOX, auth)).json()) as { lastId: number };
    const email = uniqueEmail('bank', testInfo.project.name);
    const bank = page.getByTestId('bank-app');
    await expect(bank).toHaveAttribute('data-state', 'start');

    await page.getByTestId('bank-signup-name').fill('Ana Lima');
    await page.getByTestId('bank-signup-email').fill(email);
    await page.getByTestId('bank-signup-submit').click();
    await expect(bank).toHaveAttribute('data-state', 'verify-sign-up');
    await expect(page.getByTestId('bank-code-sent')).toContainText(email);
    const signUp = await nextCode(request, token, start.lastId, email);
    await page.getByTestId('bank-code-input').fill(signUp.code);
    await page.getByTestId('bank-code-submit').click();
    await expect(page.getByTestId('bank-welcome')).toHaveText('Welcome, Ana Lima');
    // The inbox panel beside the bank shows the message the test read.
    await expect(page.getByTestId('inbox-message')).toHaveCount(1);
    await expect(page.getByTestId('inbox-message-text')).toContainText(signUp.code);
    await expectNoA11yViolations(page);

    await page.getByTestId('bank-signout').click();
    await expect(bank).toHaveAttribute('data-state', 'start');
    await page.getByTestId('bank-signin-email').fill(email);
    await page.getByTestId('bank-signin-submit').click();
    await expect(bank).toHaveAttribute('data-state', 'verify-sign-in');
    const signIn = await nextCode(request, token, signUp.lastId, email);
    await page.getByTestId('bank-code-input').fill(signIn.code);
    await page.getByTestId('bank-code-submit').click();
    await expect(page.getByTestId('bank-account-email')).toHaveText(email);
    await expect(page.getByTestId('bank-status')).toHaveText('You are signed in.');

    await page.goto('/student/practice/inbox');
    await expect(page.getByTestId('inbox-message')).toHaveCount(2);
    await expect(page.getByTestId('inbox-message-subject').first()).toHaveText('Your Practice Bank sign-in code');
    await expectNoA11yViolations(page);
  } finally {
    await page.request.delete(`/api/practice/v1/tokens/${id}`);
  }
});

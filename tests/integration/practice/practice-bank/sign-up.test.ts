import { describe, expect, it } from 'vitest';
import { BANK_FIGURES } from '@/lib/practice/exercises/practice-bank/figures';
import { PRACTICE_BANK_MSG as MSG } from '@/lib/practice/exercises/practice-bank/messages';
import { setupFreshDatabase } from '@/tests/helpers/test-db';
import { createLoggedInUser } from '@/tests/helpers/users';
import { ageBank, bank, codeIn, latestCodeFor, messagesOf } from './bank-api';

// docs/practice/practice-bank.md#sign-up and #rules: opening an account mails a code to the learner's practice inbox;
// the code verifies it; codes expire, wrong codes are limited, a new code waits for the cooldown. Time passes by
// moving the bank's stored times back (ageBank), never by sleeping.

setupFreshDatabase();

describe('Practice Bank sign-up', () => {
  it('mails a 6-digit code to the practice inbox; the code verifies the address and signs the account in', async () => {
    const ana = await createLoggedInUser();
    const opened = await bank.signUp(ana, 'ana@example.com', 'Ana Lima');
    expect(opened.status).toBe(201);
    expect(opened.json).toMatchObject({ message: MSG.signUpSent('ana@example.com'), email: 'ana@example.com' });
    expect(Date.parse(opened.json.expiresAt) - Date.now()).toBeGreaterThan((BANK_FIGURES.codeTtlSeconds - 10) * 1000);

    const { messages } = await messagesOf(ana);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ to: 'ana@example.com', subject: MSG.signUpSubject });
    expect(messages[0].text).toContain('Hello Ana Lima,');
    const code = codeIn(messages[0].text);
    expect(code).toMatch(/^\d{6}$/);

    expect((await bank.session(ana)).json).toEqual({ account: null });
    const verified = await bank.verifySignUp(ana, 'ana@example.com', code);
    expect(verified.status).toBe(200);
    expect(verified.json).toMatchObject({ message: MSG.verified, account: { name: 'Ana Lima', email: 'ana@example.com', verified: true } });
    expect((await bank.session(ana)).json.account).toMatchObject({ email: 'ana@example.com' });
    // Used up: the same code again finds nothing to check.
    expect((await bank.verifySignUp(ana, 'ana@example.com', code)).json.code).toBe('ALREADY_VERIFIED');
  });

  it('refuses a wrong field with its message, and an address taken in any letter case', async () => {
    const ana = await createLoggedInUser();
    const bad = await bank.signUp(ana, 'not-an-address', '');
    expect(bad.status).toBe(400);
    expect(bad.json).toMatchObject({ code: 'VALIDATION_FAILED', errors: { name: MSG.nameRequired, email: MSG.emailInvalid } });
    expect((await bank.signUp(ana, 'ana@example.com')).status).toBe(201);
    const again = await bank.signUp(ana, 'ANA@Example.com');
    expect(again.status).toBe(409);
    expect(again.json).toMatchObject({ code: 'EMAIL_TAKEN', errors: { email: MSG.emailTaken } });
    expect((await messagesOf(ana)).messages).toHaveLength(1);
  });

  it('refuses a code past its lifetime, and a new code works', async () => {
    const ana = await createLoggedInUser();
    await bank.signUp(ana, 'ana@example.com');
    const code = await latestCodeFor(ana, 'ana@example.com');
    const wrong = code === '111111' ? '222222' : '111111';
    await ageBank(ana, BANK_FIGURES.codeTtlSeconds - 1);
    // A second before the end it is still checked: a wrong code is wrong, not expired.
    expect((await bank.verifySignUp(ana, 'ana@example.com', wrong)).json.code).toBe('CODE_WRONG');
    await ageBank(ana, 1);
    const late = await bank.verifySignUp(ana, 'ana@example.com', code);
    expect(late.status).toBe(400);
    expect(late.json).toMatchObject({ code: 'CODE_EXPIRED', message: MSG.codeExpired });

    expect((await bank.resend(ana, 'ana@example.com')).status).toBe(200);
    expect((await bank.verifySignUp(ana, 'ana@example.com', await latestCodeFor(ana, 'ana@example.com'))).status).toBe(200);
  });

  it('takes 3 wrong codes: the tries left count down, the 3rd voids the code, the right one is then refused', async () => {
    const ana = await createLoggedInUser();
    await bank.signUp(ana, 'ana@example.com');
    const code = await latestCodeFor(ana, 'ana@example.com');
    const wrong = code === '111111' ? '222222' : '111111';
    const replies = [];
    for (let i = 0; i < BANK_FIGURES.wrongCodeLimit; i++) replies.push(await bank.verifySignUp(ana, 'ana@example.com', wrong));
    expect(replies.map((reply) => [reply.status, reply.json.code, reply.json.errors.code])).toEqual([
      [400, 'CODE_WRONG', MSG.codeWrong(2)],
      [400, 'CODE_WRONG', MSG.codeWrong(1)],
      [400, 'CODE_WRONG', MSG.codeWrong(0)],
    ]);
    const right = await bank.verifySignUp(ana, 'ana@example.com', code);
    expect(right.status).toBe(429);
    expect(right.json).toMatchObject({ code: 'TOO_MANY_WRONG_CODES', message: MSG.tooManyWrong });
    expect((await bank.session(ana)).json.account).toBeNull();
  });

  it('holds a new code back for the cooldown (429 with Retry-After), then sends one that replaces the old', async () => {
    const ana = await createLoggedInUser();
    await bank.signUp(ana, 'ana@example.com');
    const first = await latestCodeFor(ana, 'ana@example.com');
    await ageBank(ana, 10);
    const soon = await bank.resend(ana, 'ana@example.com');
    expect(soon.status).toBe(429);
    expect(soon.json).toMatchObject({ code: 'RESEND_TOO_SOON', message: MSG.resendTooSoon(20) });
    expect(soon.headers.get('retry-after')).toBe('20');
    expect((await messagesOf(ana)).messages).toHaveLength(1);

    await ageBank(ana, 20);
    const resent = await bank.resend(ana, 'ana@example.com');
    expect(resent.status).toBe(200);
    expect(Date.parse(resent.json.nextCodeAt) - Date.now()).toBeGreaterThan((BANK_FIGURES.resendCooldownSeconds - 10) * 1000);
    const second = await latestCodeFor(ana, 'ana@example.com');
    expect((await messagesOf(ana)).messages).toHaveLength(2);
    if (second !== first) expect((await bank.verifySignUp(ana, 'ana@example.com', first)).json.code).toBe('CODE_WRONG');
    expect((await bank.verifySignUp(ana, 'ana@example.com', second)).status).toBe(200);
    expect((await bank.resend(ana, 'ana@example.com')).json.code).toBe('ALREADY_VERIFIED');
  });

  it('answers an unknown address 404 and keeps at most 20 accounts', async () => {
    const ana = await createLoggedInUser();
    expect((await bank.resend(ana, 'nobody@example.com')).json).toMatchObject({ code: 'ACCOUNT_NOT_FOUND', message: MSG.accountNotFound });
    for (let i = 0; i < BANK_FIGURES.accounts; i++) expect((await bank.signUp(ana, `ana${i}@example.com`)).status).toBe(201);
    const over = await bank.signUp(ana, 'one-more@example.com');
    expect(over.status).toBe(409);
    expect(over.json).toMatchObject({ code: 'ACCOUNT_LIMIT_REACHED', message: MSG.accountLimit });
  });
});

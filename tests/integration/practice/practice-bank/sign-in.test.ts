import { describe, expect, it } from 'vitest';
import { POST as resetRoute } from '@/app/api/practice/v1/[exercise]/reset/route';
import { BANK_FIGURES } from '@/lib/practice/exercises/practice-bank/figures';
import { PRACTICE_BANK_MSG as MSG } from '@/lib/practice/exercises/practice-bank/messages';
import { SERVER_EXERCISES } from '@/lib/practice/server-registry';
import { call } from '@/tests/helpers/http';
import { setupFreshDatabase } from '@/tests/helpers/test-db';
import { createLoggedInUser } from '@/tests/helpers/users';
import { ageBank, bank, inbox, INBOX_PATH, latestCodeFor, messagesOf, verifiedAccount } from './bank-api';

// docs/practice/practice-bank.md#sign-in: each sign-in mails a one-time code that works once; the rules of codes hold
// for it too. Learners' banks and inboxes are their own, and a reset empties both.

setupFreshDatabase();

describe('Practice Bank sign-in', () => {
  it('mails a one-time code that signs in once; signing out ends the bank session', async () => {
    const ana = await createLoggedInUser();
    await verifiedAccount(ana, 'ana@example.com');
    const asked = await bank.signIn(ana, 'Ana@Example.com');
    expect(asked.status).toBe(200);
    expect(asked.json).toMatchObject({ message: MSG.signInSent('ana@example.com'), email: 'ana@example.com' });
    const { messages } = await messagesOf(ana);
    expect(messages.at(-1)).toMatchObject({ subject: MSG.signInSubject, to: 'ana@example.com' });
    const code = await latestCodeFor(ana, 'ana@example.com');

    const signedIn = await bank.verifySignIn(ana, 'ana@example.com', code);
    expect(signedIn.status).toBe(200);
    expect(signedIn.json).toMatchObject({ message: MSG.signedIn, account: { email: 'ana@example.com', name: 'Ana Lima' } });
    expect(await SERVER_EXERCISES['practice-bank'].isCompleted(ana.id)).toBe(true);
    expect((await bank.signOut(ana)).json).toEqual({ message: MSG.signedOut });
    expect((await bank.session(ana)).json).toEqual({ account: null });
    const twice = await bank.verifySignIn(ana, 'ana@example.com', code);
    expect(twice.status).toBe(409);
    expect(twice.json).toMatchObject({ code: 'NO_CODE_PENDING', message: MSG.noCodePending });
  });

  it('refuses an unverified account, an unknown one, a request within the cooldown and an expired code', async () => {
    const ana = await createLoggedInUser();
    await bank.signUp(ana, 'new@example.com');
    expect((await bank.signIn(ana, 'new@example.com')).json).toMatchObject({ code: 'NOT_VERIFIED', message: MSG.notVerified });
    expect((await bank.signIn(ana, 'nobody@example.com')).status).toBe(404);

    await verifiedAccount(ana, 'ana@example.com');
    // The cooldown counts per kind: a sign-in right after the sign-up's code is fine, a second sign-in code is not.
    expect((await bank.signIn(ana, 'ana@example.com')).status).toBe(200);
    const soon = await bank.signIn(ana, 'ana@example.com');
    expect(soon.status).toBe(429);
    expect(soon.json.code).toBe('RESEND_TOO_SOON');
    await ageBank(ana, BANK_FIGURES.resendCooldownSeconds);
    expect((await bank.signIn(ana, 'ana@example.com')).status).toBe(200);
    const code = await latestCodeFor(ana, 'ana@example.com');
    await ageBank(ana, BANK_FIGURES.codeTtlSeconds);
    expect((await bank.verifySignIn(ana, 'ana@example.com', code)).json.code).toBe('CODE_EXPIRED');
  });

  it('keeps each learner\'s bank and inbox apart: same address, separate accounts; another\'s message is 404', async () => {
    const [ana, ben] = await Promise.all([createLoggedInUser(), createLoggedInUser()]);
    expect((await bank.signUp(ana, 'shared@example.com')).status).toBe(201);
    expect((await bank.signUp(ben, 'shared@example.com')).status).toBe(201);
    const anaMail = (await messagesOf(ana)).messages;
    const benMail = (await messagesOf(ben)).messages;
    expect(anaMail).toHaveLength(1);
    expect(benMail).toHaveLength(1);
    expect(anaMail[0].id).not.toBe(benMail[0].id);
    // Ben's code does not verify Ana's account, and Ana cannot read Ben's message by its id.
    const benCode = await latestCodeFor(ben, 'shared@example.com');
    const anaCode = await latestCodeFor(ana, 'shared@example.com');
    if (benCode !== anaCode) expect((await bank.verifySignUp(ana, 'shared@example.com', benCode)).json.code).toBe('CODE_WRONG');
    for (const path of [`${INBOX_PATH}/${benMail[0].id}`, `${INBOX_PATH}/${benMail[0].id}/raw`]) {
      const reply = await inbox('GET', path, ana);
      expect(reply.status).toBe(404);
      expect(reply.json.code).toBe('MESSAGE_NOT_FOUND');
    }
    expect((await inbox('DELETE', `${INBOX_PATH}/${benMail[0].id}`, ana)).status).toBe(404);
    expect((await messagesOf(ben)).messages).toHaveLength(1);
    expect((await bank.verifySignUp(ben, 'shared@example.com', benCode)).status).toBe(200);
    expect((await bank.session(ana)).json.account).toBeNull();
  });

  it('answers the session by the page\'s cookie as well as by a token, and a reset empties the bank and its mail', async () => {
    const ana = await createLoggedInUser();
    await bank.signUp(ana, 'ana@example.com', 'Ana Lima', { bySession: true });
    const code = await latestCodeFor(ana, 'ana@example.com');
    expect((await bank.verifySignUp(ana, 'ana@example.com', code, { bySession: true })).status).toBe(200);
    expect((await bank.session(ana, { bySession: true })).json.account.email).toBe('ana@example.com');

    const reset = await call(resetRoute, { method: 'POST', path: '/api/practice/v1/practice-bank/reset', cookie: ana.cookie, params: { exercise: 'practice-bank' } });
    expect(reset.status).toBe(200);
    expect((await bank.session(ana)).json).toEqual({ account: null });
    expect(await messagesOf(ana)).toEqual({ messages: [], lastId: 0 });
    expect((await bank.signIn(ana, 'ana@example.com')).status).toBe(404);
    expect((await bank.signUp(ana, 'ana@example.com')).status).toBe(201);
  });
});

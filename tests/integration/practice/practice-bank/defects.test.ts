import { simpleParser } from 'mailparser';
import { describe, expect, it } from 'vitest';
import { setBugMode } from '@/lib/practice/bug-mode';
import { BANK_FIGURES } from '@/lib/practice/exercises/practice-bank/figures';
import { defectsOf } from '@/lib/practice/server-registry';
import { setupFreshDatabase } from '@/tests/helpers/test-db';
import { createLoggedInUser, type TestUser } from '@/tests/helpers/users';
import { ageBank, bank, codeIn, inbox, latestCodeFor, messagesOf, verifiedAccount } from './bank-api';

// docs/practice/practice-bank.md#planted-defects: each defect of lib/practice/exercises/practice-bank/defects.ts, seen
// as a learner's client sees it: present for a learner whose bug mode is on, absent for one whose bug mode is off.

setupFreshDatabase();

async function learners(): Promise<[TestUser, boolean][]> {
  const [clean, buggy] = await Promise.all([createLoggedInUser(), createLoggedInUser()]);
  await setBugMode(buggy.id, true);
  return [
    [clean, false],
    [buggy, true],
  ];
}

const EMAIL = 'ana@example.com';
const otherThan = (code: string) => (code === '111111' ? '222222' : '111111');

/** A verified account with a sign-in code mailed (the cooldown run out first). */
async function signInCodeFor(user: TestUser): Promise<string> {
  await verifiedAccount(user, EMAIL);
  await ageBank(user, BANK_FIGURES.resendCooldownSeconds);
  expect((await bank.signIn(user, EMAIL)).status).toBe(200);
  return latestCodeFor(user, EMAIL);
}

describe('the Practice Bank planted defects', () => {
  it('catalogues six, each with a test below', () => {
    expect(defectsOf('practice-bank').map((defect) => defect.id)).toEqual(['PBK-01', 'PBK-02', 'PBK-03', 'PBK-04', 'PBK-05', 'PBK-06']);
  });

  it('PBK-01: an expired code is refused, but accepted with the bugs live', async () => {
    for (const [user, bugMode] of await learners()) {
      await bank.signUp(user, EMAIL);
      const code = await latestCodeFor(user, EMAIL);
      await ageBank(user, BANK_FIGURES.codeTtlSeconds + 60);
      const late = await bank.verifySignUp(user, EMAIL, code);
      expect([late.status, late.json.code]).toEqual(bugMode ? [200, undefined] : [400, 'CODE_EXPIRED']);
    }
  });

  it('PBK-02: a resend mails a new code and the old one stops working, but mails the old one again with the bugs live', async () => {
    for (const [user, bugMode] of await learners()) {
      await bank.signUp(user, EMAIL);
      const first = await latestCodeFor(user, EMAIL);
      await ageBank(user, BANK_FIGURES.resendCooldownSeconds);
      expect((await bank.resend(user, EMAIL)).status).toBe(200);
      const second = await latestCodeFor(user, EMAIL);
      expect((await messagesOf(user)).messages).toHaveLength(2);
      if (bugMode) expect(second).toBe(first);
      // The first code works only with the bugs live (a fresh code equal to the old one is a 1 in 10^6 chance).
      if (!bugMode && second !== first) expect((await bank.verifySignUp(user, EMAIL, first)).json.code).toBe('CODE_WRONG');
      expect((await bank.verifySignUp(user, EMAIL, second)).status).toBe(200);
    }
  });

  it('PBK-03: the 3rd wrong code voids the code, but the limit is never reached with the bugs live', async () => {
    for (const [user, bugMode] of await learners()) {
      await bank.signUp(user, EMAIL);
      const code = await latestCodeFor(user, EMAIL);
      for (let i = 0; i < BANK_FIGURES.wrongCodeLimit + 1; i++) await bank.verifySignUp(user, EMAIL, otherThan(code));
      const right = await bank.verifySignUp(user, EMAIL, code);
      expect([right.status, right.json.code]).toEqual(bugMode ? [200, undefined] : [429, 'TOO_MANY_WRONG_CODES']);
    }
  });

  it('PBK-04: a one-time sign-in code works once, but signs in again with the bugs live', async () => {
    for (const [user, bugMode] of await learners()) {
      const code = await signInCodeFor(user);
      expect((await bank.verifySignIn(user, EMAIL, code)).status).toBe(200);
      expect((await bank.signOut(user)).status).toBe(200);
      const again = await bank.verifySignIn(user, EMAIL, code);
      expect([again.status, again.json.code]).toEqual(bugMode ? [200, undefined] : [409, 'NO_CODE_PENDING']);
    }
  });

  it('PBK-05: an address in another letter case is taken, but opens a second account with the bugs live', async () => {
    for (const [user, bugMode] of await learners()) {
      expect((await bank.signUp(user, EMAIL)).status).toBe(201);
      const again = await bank.signUp(user, 'ANA@example.com');
      expect([again.status, again.json.code]).toEqual(bugMode ? [201, undefined] : [409, 'EMAIL_TAKEN']);
      // Exactly the same address stays refused either way.
      expect((await bank.signUp(user, EMAIL)).json.code).toBe('EMAIL_TAKEN');
    }
  });

  it('PBK-06: both parts of the sign-in mail show the working code, but the HTML part shows another with the bugs live', async () => {
    for (const [user, bugMode] of await learners()) {
      const code = await signInCodeFor(user);
      const newest = (await messagesOf(user)).messages.at(-1)!;
      const parsed = await simpleParser(String((await inbox('GET', newest.rawUrl, user)).json));
      expect(codeIn(parsed.text ?? '')).toBe(code);
      const htmlCode = /data-test="code"[^>]*>(\d{6})</.exec(String(parsed.html))![1];
      expect(htmlCode === code).toBe(!bugMode);
      expect((await bank.verifySignIn(user, EMAIL, htmlCode)).status).toBe(bugMode ? 400 : 200);
      // The sign-up mail is not touched by it.
      const signUpMail = (await messagesOf(user)).messages[0];
      expect(/data-test="code"[^>]*>(\d{6})</.exec(signUpMail.html)![1]).toBe(codeIn(signUpMail.text));
    }
  });
});

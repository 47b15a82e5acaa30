import 'server-only';
import type { PlantedDefects } from '@/lib/practice/defects/planted';
import { conflict } from '@/lib/api/errors';
import { PRACTICE_BANK_MSG as MSG } from '../messages';
import type { CodeCheckInput } from '../schemas';
import { accountOrRefuse, changeBank, publicAccount, readBank, RefusedAfterStoring } from './bank-store';
import { assertCooldownOver, checkCode, codeTimes, issueCode, type MetDefects } from './codes';
import { mailCode } from './mail';
import type { CodeSentReply } from './accounts';

// Signing in to the Practice Bank (docs/practice/practice-bank.md#sign-in): no password, a one-time code by e-mail
// each time. Asking again is a resend: the new code replaces the one before, after the cooldown.

export async function requestSignInCode(userId: string, email: string, planted: PlantedDefects): Promise<CodeSentReply> {
  const now = Date.now();
  const { account, code } = await changeBank(userId, (state) => {
    const found = accountOrRefuse(state, email);
    if (!found.verified) throw conflict(MSG.notVerified, 'NOT_VERIFIED');
    assertCooldownOver(found, 'sign-in', now);
    const issued = issueCode(found, 'sign-in', now, { planted, resend: false });
    return { account: structuredClone(found), code: issued.value };
  });
  await mailCode(userId, account, code, 'sign-in', planted);
  return { message: MSG.signInSent(account.email), email: account.email, ...codeTimes(account, 'sign-in') };
}

export async function verifySignIn(userId: string, input: CodeCheckInput, planted: PlantedDefects) {
  const now = Date.now();
  const met: MetDefects = new Set();
  return changeBank(userId, (state) => {
    const account = accountOrRefuse(state, input.email);
    if (!account.verified) throw conflict(MSG.notVerified, 'NOT_VERIFIED');
    const refusal = checkCode(account, 'sign-in', input.code, now, planted, met);
    if (refusal) return new RefusedAfterStoring(refusal);
    account.codeSignIns++;
    state.signedIn = account.email;
    return { message: MSG.signedIn, account: publicAccount(account) };
  }, met);
}

/** Who is signed in to the learner's Practice Bank: an account, or null. */
export async function bankSession(userId: string) {
  const state = await readBank(userId);
  const account = state.signedIn === null ? undefined : state.accounts.find((candidate) => candidate.email === state.signedIn);
  return { account: account ? publicAccount(account) : null };
}

export async function signOut(userId: string): Promise<void> {
  await changeBank(userId, (state) => {
    state.signedIn = null;
  });
}

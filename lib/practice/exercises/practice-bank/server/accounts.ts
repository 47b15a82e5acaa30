import 'server-only';
import type { PlantedDefects } from '@/lib/practice/defects/planted';
import { conflict } from '@/lib/api/errors';
import { BANK_FIGURES } from '../figures';
import { PRACTICE_BANK_MSG as MSG } from '../messages';
import type { CodeCheckInput, SignUpInput } from '../schemas';
import type { BankAccount } from '../state';
import { accountOrRefuse, changeBank, findAccount, publicAccount, RefusedAfterStoring } from './bank-store';
import { assertCooldownOver, checkCode, codeTimes, issueCode, type MetDefects } from './codes';
import { mailCode } from './mail';

// Opening a Practice Bank account (docs/practice/practice-bank.md#sign-up): the sign-up mails a code, the code
// verifies the address and signs the account in; a new code may be asked for after the cooldown. PBK-05 is here.

export interface CodeSentReply {
  message: string;
  email: string;
  /** When the code just sent stops working. */
  expiresAt: string | null;
  /** When the next code may be asked for. */
  nextCodeAt: string | null;
}

function sentReply(account: BankAccount, message: string): CodeSentReply {
  return { message, email: account.email, ...codeTimes(account, 'sign-up') };
}

/** Whether an account with this address exists already, for the sign-up's uniqueness rule. */
function isTaken(accounts: readonly BankAccount[], email: string, planted: PlantedDefects, met: MetDefects): boolean {
  const taken = findAccount({ accounts: [...accounts], signedIn: null }, email) !== undefined;
  if (planted.has('PBK-05')) {
    // PBK-05 (planted, bug mode only): addresses are compared as typed, so another letter case is a new account.
    const asTyped = accounts.some((account) => account.email === email);
    if (taken && !asTyped) met.add('PBK-05');
    return asTyped;
  }
  return taken;
}

export async function signUp(userId: string, input: SignUpInput, planted: PlantedDefects): Promise<CodeSentReply> {
  const now = Date.now();
  const met: MetDefects = new Set();
  const { account, code } = await changeBank(userId, (state) => {
    if (isTaken(state.accounts, input.email, planted, met)) throw conflict(MSG.emailTaken, 'EMAIL_TAKEN', { email: MSG.emailTaken });
    if (state.accounts.length >= BANK_FIGURES.accounts) throw conflict(MSG.accountLimit, 'ACCOUNT_LIMIT_REACHED');
    const created: BankAccount = { email: input.email, name: input.name, verified: false, createdAt: now, lastSent: { 'sign-up': null, 'sign-in': null }, code: null, codeSignIns: 0 };
    const issued = issueCode(created, 'sign-up', now, { planted, resend: false });
    state.accounts.push(created);
    return { account: structuredClone(created), code: issued.value };
  }, met);
  await mailCode(userId, account, code, 'sign-up', planted);
  return sentReply(account, MSG.signUpSent(account.email));
}

export async function resendSignUpCode(userId: string, email: string, planted: PlantedDefects): Promise<CodeSentReply> {
  const now = Date.now();
  const met: MetDefects = new Set();
  const { account, code } = await changeBank(userId, (state) => {
    const found = accountOrRefuse(state, email);
    if (found.verified) throw conflict(MSG.alreadyVerified, 'ALREADY_VERIFIED');
    assertCooldownOver(found, 'sign-up', now);
    const issued = issueCode(found, 'sign-up', now, { planted, resend: true, met });
    return { account: structuredClone(found), code: issued.value };
  }, met);
  await mailCode(userId, account, code, 'sign-up', planted);
  return sentReply(account, MSG.signUpSent(account.email));
}

/** The sign-up's code: the address is verified and the account signed in. */
export async function verifySignUp(userId: string, input: CodeCheckInput, planted: PlantedDefects) {
  const now = Date.now();
  const met: MetDefects = new Set();
  return changeBank(userId, (state) => {
    const account = accountOrRefuse(state, input.email);
    if (account.verified) throw conflict(MSG.alreadyVerified, 'ALREADY_VERIFIED');
    const refusal = checkCode(account, 'sign-up', input.code, now, planted, met);
    if (refusal) return new RefusedAfterStoring(refusal);
    account.verified = true;
    state.signedIn = account.email;
    return { message: MSG.verified, account: publicAccount(account) };
  }, met);
}

import 'server-only';
import { ApiError, notFound } from '@/lib/api/errors';
import { recordDefectEvidence } from '@/lib/practice/bug-hunt/evidence';
import { readPracticeState, updatePracticeState } from '@/lib/practice/state-store';
import { PRACTICE_BANK_MSG as MSG } from '../messages';
import { PRACTICE_BANK_STATE, type BankAccount, type BankState } from '../state';

// Reading and changing the learner's Practice Bank (one practice_state document, lib/practice/state-store.ts), and
// finding an account in it by its e-mail address, compared ignoring case.

export const emailKey = (email: string) => email.trim().toLowerCase();

export function findAccount(state: BankState, email: string): BankAccount | undefined {
  const key = emailKey(email);
  return state.accounts.find((account) => emailKey(account.email) === key);
}

/** The account, or 404 ACCOUNT_NOT_FOUND. */
export function accountOrRefuse(state: BankState, email: string): BankAccount {
  const account = findAccount(state, email);
  if (!account) throw notFound(MSG.accountNotFound, 'ACCOUNT_NOT_FOUND');
  return account;
}

export const readBank = (userId: string): Promise<BankState> => readPracticeState(userId, PRACTICE_BANK_STATE);

/** A refusal that keeps what the change did (a wrong code counts a try): stored first, then answered. */
export class RefusedAfterStoring {
  constructor(readonly error: ApiError) {}
}

/**
 * Changes the learner's bank. `change` answers what to reply, or a RefusedAfterStoring: the change is stored, then
 * its error thrown. An ApiError thrown by `change` stores nothing. The planted defects the stored change met (`met`,
 * filled by `change`) are the learner's evidence for the bug hunt (docs/architecture.md#bug-hunt).
 */
export async function changeBank<R>(userId: string, change: (state: BankState) => R, met: ReadonlySet<string> = new Set()): Promise<Exclude<R, RefusedAfterStoring>> {
  const result = await updatePracticeState(userId, PRACTICE_BANK_STATE, change);
  for (const defectId of met) await recordDefectEvidence(userId, defectId);
  if (result instanceof RefusedAfterStoring) throw result.error;
  return result as Exclude<R, RefusedAfterStoring>;
}

/** The account as replies show it. */
export const publicAccount = (account: BankAccount) => ({
  name: account.name,
  email: account.email,
  verified: account.verified,
  createdAt: new Date(account.createdAt).toISOString(),
});

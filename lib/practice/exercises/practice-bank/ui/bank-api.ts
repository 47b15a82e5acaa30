import { postJson, requestJson } from '@/lib/client/post-json';
import { PRACTICE_BANK_EXERCISE } from '../descriptor';

// The page's calls of the Practice Bank API (docs/practice/practice-bank.md#api), with the learner's session.

export const BANK_API = `/api/practice/v1/${PRACTICE_BANK_EXERCISE.id}`;

export interface BankAccountView {
  name: string;
  email: string;
  verified: boolean;
}

export type CodePurpose = 'sign-up' | 'sign-in';

export const bankApi = {
  signUp: (name: string, email: string) => postJson(`${BANK_API}/sign-up`, { name, email }),
  /** A new code for the step's purpose: the sign-up's resend, or another sign-in. */
  sendCode: (purpose: CodePurpose, email: string) => postJson(purpose === 'sign-up' ? `${BANK_API}/sign-up/resend` : `${BANK_API}/sign-in`, { email }),
  verify: (purpose: CodePurpose, email: string, code: string) =>
    postJson<{ account: BankAccountView }>(`${BANK_API}/${purpose}/verify`, { email, code }),
  signOut: () => requestJson(`${BANK_API}/session`, { method: 'DELETE' }),
};

/** GET …/session's body, or null when it is not one. */
export function parseBankSession(body: unknown): { account: BankAccountView | null } | null {
  const reply = body as { account?: unknown } | null;
  if (typeof reply !== 'object' || reply === null || !('account' in reply)) return null;
  const account = reply.account as Partial<BankAccountView> | null;
  if (account === null) return { account: null };
  return typeof account?.name === 'string' && typeof account.email === 'string' ? { account: account as BankAccountView } : null;
}

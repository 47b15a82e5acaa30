import { BANK_FIGURES } from './figures';

// The Practice Bank API's own refusal codes (docs/practice/practice-bank.md#error-codes); the task sheet lists them.
// The practice inbox's (MESSAGE_NOT_FOUND, INVALID_QUERY, TOO_MANY_WAITS) are the lab's, listed with its API.
export const PRACTICE_BANK_ERROR_CODES = {
  EMAIL_TAKEN: 'Sign-up: an account with this e-mail address exists already (409), whatever its letter case.',
  ACCOUNT_LIMIT_REACHED: `Sign-up: the learner keeps ${BANK_FIGURES.accounts} accounts already (409); a reset starts again.`,
  ACCOUNT_NOT_FOUND: 'No account with this e-mail address (404).',
  NOT_VERIFIED: 'Sign-in with an account whose sign-up code was never entered (409): verify it first.',
  ALREADY_VERIFIED: 'A sign-up code (or resend) for an account that is verified already (409): sign in instead.',
  NO_CODE_PENDING: 'No code of this kind is waiting for the account: never asked for, or used up (409).',
  CODE_WRONG: `The code is not the one sent (400); errors.code says how many of the ${BANK_FIGURES.wrongCodeLimit} tries are left.`,
  CODE_EXPIRED: `The code was sent more than ${BANK_FIGURES.codeTtlSeconds / 60} minutes ago (400).`,
  TOO_MANY_WRONG_CODES: `${BANK_FIGURES.wrongCodeLimit} wrong codes voided the code (429): ask for a new one.`,
  RESEND_TOO_SOON: `A code of this kind (sign-up or sign-in) was sent for this account less than ${BANK_FIGURES.resendCooldownSeconds} s ago (429, Retry-After says how long to wait).`,
} as const;

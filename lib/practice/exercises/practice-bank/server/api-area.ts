import 'server-only';
import { BANK_FIGURES } from '../figures';
import { CodeCheckSchema, EmailOnlySchema, SignUpSchema } from '../schemas';
import { PRACTICE_BANK_EXERCISE } from '../descriptor';
import type { Refusal } from '@/lib/openapi/errors';
import type { ApiArea } from '@/lib/openapi/area';
import { json, message } from '@/lib/openapi/replies';

// The Practice Bank's API (docs/practice/practice-bank.md#api): sign-up verified by an e-mailed code, and a
// one-time-code sign-in, the codes landing in the learner's practice inbox. /api/practice/v1/practice-bank/** (./routes.ts),
// all through bankRoute (withRoute's 'learner' access: the page's session or the learner's practice credential).

const CODE_SENT = '`{ message, email, expiresAt, nextCodeAt }`: the code is in your practice inbox.';
const TOO_SOON: Refusal = { description: `A code of this kind was sent less than ${BANK_FIGURES.resendCooldownSeconds} s ago (\`Retry-After\`), or past the request limit`, codes: ['RESEND_TOO_SOON', 'RATE_LIMITED'] };
const NO_ACCOUNT: Refusal = { description: 'No account with this e-mail address', codes: ['ACCOUNT_NOT_FOUND'] };
const CODE_CHECK: Record<number, Refusal> = {
  400: { description: 'A field is wrong, or the code is wrong or expired (`errors.code` says how many tries are left)', codes: ['VALIDATION_FAILED', 'INVALID_JSON', 'CODE_WRONG', 'CODE_EXPIRED'] },
  404: NO_ACCOUNT,
  429: { description: `${BANK_FIGURES.wrongCodeLimit} wrong codes voided the code, or past the request limit`, codes: ['TOO_MANY_WRONG_CODES', 'RATE_LIMITED'] },
};

/** The exercise's routes in the product API document (lib/openapi/), through its server entry's `siteApiArea`. */
export const practiceBankArea = (): ApiArea => ({
  tag: { name: PRACTICE_BANK_EXERCISE.name, description: 'A bank\'s sign-up and one-time-code sign-in, its mail in the learner\'s practice inbox.' },
  paths: {
    '/api/practice/v1/practice-bank/sign-up': {
      post: {
        operationId: 'bankSignUp',
        summary: 'Open an account',
        access: 'learner',
        body: SignUpSchema,
        description: 'The account is opened unverified and a 6-digit code is mailed to your practice inbox.',
        reply: json(CODE_SENT, undefined, 201),
        refusals: { 409: { description: 'An account has this e-mail, or you keep the most accounts', codes: ['EMAIL_TAKEN', 'ACCOUNT_LIMIT_REACHED'] }, 429: TOO_SOON },
      },
    },
    '/api/practice/v1/practice-bank/sign-up/resend': {
      post: {
        operationId: 'bankResendSignUpCode',
        summary: 'A new sign-up code',
        access: 'learner',
        body: EmailOnlySchema,
        description: 'It replaces the one before, once the cooldown is over.',
        reply: json(CODE_SENT),
        refusals: { 404: NO_ACCOUNT, 409: { description: 'The account is verified already', codes: ['ALREADY_VERIFIED'] }, 429: TOO_SOON },
      },
    },
    '/api/practice/v1/practice-bank/sign-up/verify': {
      post: {
        operationId: 'bankVerifySignUp',
        summary: 'Verify the sign-up with its code',
        access: 'learner',
        body: CodeCheckSchema,
        description: 'The address is verified and the account signed in; the code is used up.',
        reply: json('`{ message, account }`.'),
        refusals: { ...CODE_CHECK, 409: { description: 'The account is verified already, or no sign-up code is waiting', codes: ['ALREADY_VERIFIED', 'NO_CODE_PENDING'] } },
      },
    },
    '/api/practice/v1/practice-bank/sign-in': {
      post: {
        operationId: 'bankRequestSignInCode',
        summary: 'Ask for a sign-in code',
        access: 'learner',
        body: EmailOnlySchema,
        reply: json(CODE_SENT),
        refusals: { 404: NO_ACCOUNT, 409: { description: 'The account was never verified', codes: ['NOT_VERIFIED'] }, 429: TOO_SOON },
      },
    },
    '/api/practice/v1/practice-bank/sign-in/verify': {
      post: {
        operationId: 'bankVerifySignIn',
        summary: 'Sign in with the code',
        access: 'learner',
        body: CodeCheckSchema,
        description: 'Signed in; the code is used up.',
        reply: json('`{ message, account }`.'),
        refusals: { ...CODE_CHECK, 409: { description: 'The account was never verified, or no sign-in code is waiting', codes: ['NOT_VERIFIED', 'NO_CODE_PENDING'] } },
      },
    },
    '/api/practice/v1/practice-bank/session': {
      get: { operationId: 'getBankSession', summary: 'Who is signed in to your bank', access: 'learner', reply: json('`{ account: { name, email, verified, createdAt } | null }`.') },
      delete: { operationId: 'bankSignOut', summary: 'Sign out of the bank', access: 'learner', description: 'Nobody signed in is fine too.', reply: message('`{ message }`.') },
    },
  },
});

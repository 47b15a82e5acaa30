import { errorCodeList } from '../../error-code-list';
import { INBOX_FIGURES as I } from '../../inbox/figures';
import type { TaskSheet } from '../../task-sheet-types';
import { PRACTICE_BANK_ERROR_CODES } from './error-codes';
import { BANK_FIGURES as B } from './figures';
import { TOOL_CALLS } from './tool-calls';

// The Practice Bank task sheet (docs/practice/practice-bank.md). Plain data; the figures come from the exercise's
// and the inbox's own, so the sheet, the mails and the API cannot disagree.

const INBOX = '/api/practice/v1/inbox';

export const TASK_SHEET: TaskSheet = {
  summary:
    'A bank sign-up verified by a code sent by e-mail, and a sign-in with a one-time code. Every message lands in your own practice inbox (never a real mailbox): ' +
    `read it on the inbox panel, or from your tests through ${INBOX} with a practice token, waiting for the next message with a long-poll instead of sleeping.`,
  whatToTest: [
    `Open an account with a name (1–${B.name} characters) and an e-mail address: the bank mails a ${B.codeDigits}-digit code; entering it verifies the address and signs you in. An address is taken whatever its letter case (409 EMAIL_TAKEN).`,
    'Sign in with your e-mail address alone: each sign-in mails a new one-time code, which works once. An account not verified yet cannot sign in (409 NOT_VERIFIED).',
    `A code expires ${B.codeTtlSeconds / 60} minutes after it was sent (400 CODE_EXPIRED). A new code replaces the one before, which stops working.`,
    `Wrong codes: each is 400 CODE_WRONG saying how many tries are left; the ${B.wrongCodeLimit}rd voids the code, and every later try (the right code too) is 429 TOO_MANY_WRONG_CODES until a new code is sent.`,
    `Resend cooldown: ${B.resendCooldownSeconds} s between two codes of one kind for one account (two sign-up codes, or two sign-in codes): sooner is 429 RESEND_TOO_SOON with Retry-After.`,
    'Every message is real mail: RFC 5322 headers and a multipart/alternative body with a text/plain and a text/html part showing the same code. GET /api/practice/v1/inbox/{id}/raw answers it as message/rfc822.',
    `The inbox API (a practice token, or this page's session): GET ${INBOX}?since={id}&wait={s}&to={address} answers the messages after since; with wait (0–${I.maxWaitSeconds} s) it holds the reply until one arrives. lastId is the since of your next read.`,
    `Bounds: ${B.accounts} accounts (409 ACCOUNT_LIMIT_REACHED), the newest ${I.keep} messages, ${I.waitsPerLearner} waiting inbox reads at once (429 TOO_MANY_WAITS). "Reset my practice data" deletes the accounts and the bank's mail.`,
  ],
  testIdeas: [
    'Automate the whole journey: sign up, read the code through the inbox API (long-poll, no sleep), verify, sign out, sign in with a one-time code read the same way.',
    'Parse a raw message with a real mail parser (Python\'s email package, mailparser…) and compare the code in the text part with the one in the HTML part.',
    'Resend and compare: the new message must hold a new code, and the old code must be refused.',
    'Walk the wrong-code limit: 1, 2, 3 wrong codes, then the right one; and check the tries left in each reply.',
    'Use a code twice: sign in, sign out, send the same code again.',
    'Sign up with an address, then with the same address in capitals.',
    'Ask for a new code at once, then after Retry-After seconds.',
    'Let a code expire (or hold it back past its lifetime) and enter it.',
    'Read another learner\'s message by its id with your token: it must be 404, and their inbox never shows your mail.',
  ],
  timings: [
    `Mail arrives in the inbox at once; a long-poll (wait) answers as soon as it is there, at most ${I.maxWaitSeconds} s later.`,
    `Codes live ${B.codeTtlSeconds / 60} minutes; the resend cooldown is ${B.resendCooldownSeconds} s. The request limit applies: 200 requests every 10 seconds per learner.`,
  ],
  selectors: [
    { hook: 'bank-app', what: 'The Practice Bank; data-state says which step shows: start, verify-sign-up, verify-sign-in, signed-in' },
    { hook: 'bank-signup-name', what: 'Open an account: your name' },
    { hook: 'bank-signup-email', what: 'Open an account: your e-mail address' },
    { hook: 'bank-signup-submit', what: 'Open the account (mails the sign-up code)' },
    { hook: 'bank-signin-email', what: 'Sign in: your e-mail address' },
    { hook: 'bank-signin-submit', what: 'Send me a sign-in code' },
    { hook: 'bank-code-sent', what: 'Where the code went: "We sent … to {address}"' },
    { hook: 'bank-code-input', what: 'The code from the message' },
    { hook: 'bank-code-submit', what: 'Check the code' },
    { hook: 'bank-resend', what: 'Send a new code (after the cooldown)' },
    { hook: 'bank-back', what: 'Back to the start' },
    { hook: 'bank-welcome', what: 'Signed in: "Welcome, {name}"' },
    { hook: 'bank-account-email', what: 'Signed in: the account\'s e-mail address' },
    { hook: 'bank-signout', what: 'Sign out of the bank' },
    { hook: 'inbox-panel', what: 'Your practice inbox on this page (the same as the inbox page)' },
    { hook: 'inbox-refresh', what: 'Read the inbox again' },
    { hook: 'inbox-message', what: 'One message (data-id is its id, newest first): inbox-message-subject, inbox-message-to' },
    { hook: 'inbox-message-text', what: 'The text part of the newest message' },
    { hook: 'inbox-message-raw', what: 'The newest message as message/rfc822' },
    { hook: 'inbox-clear', what: 'Empty the inbox' },
    { hook: 'inbox-api-url', what: 'The inbox API\'s address' },
    { hook: 'practice-credentials', what: 'Your practice credentials: the token your tests read the inbox with' },
    { hook: 'token-create', what: 'Create a personal access token (token-name-input names it; secret-value shows it once)' },
  ],
  toolCalls: TOOL_CALLS,
  errorCodes: errorCodeList(PRACTICE_BANK_ERROR_CODES, ['VALIDATION_FAILED', 'INVALID_TOKEN', 'INVALID_JSON']),
  reportAreas: [
    { id: 'sign-up', label: 'Opening an account (sign-up)' },
    { id: 'sign-up-code', label: 'The sign-up code and verifying it' },
    { id: 'resend', label: 'Asking for a new sign-up code' },
    { id: 'sign-in', label: 'Signing in with a one-time code' },
    { id: 'codes', label: 'Codes: lifetime and wrong tries' },
    { id: 'mail', label: 'The code messages (text and HTML parts)' },
    { id: 'inbox', label: 'The practice inbox and its API' },
    { id: 'session', label: 'The signed-in page' },
    { id: 'sign-out', label: 'Signing out' },
  ],
};

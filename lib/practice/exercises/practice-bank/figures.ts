// The Practice Bank's rules in figures (docs/practice/practice-bank.md#rules): the handlers, the mails, the page
// and the task sheet read these numbers, so what is stated is what is applied. Plain data.
export const BANK_FIGURES = {
  /** Digits of every code. */
  codeDigits: 6,
  /** A code works for this long after it was sent. */
  codeTtlSeconds: 300,
  /** Wrong codes one code takes: the last one voids it, and a new code must be asked for. */
  wrongCodeLimit: 3,
  /** Between two codes of one kind (sign-up, or sign-in) for one account: a code asked for sooner is a 429. */
  resendCooldownSeconds: 30,
  /** Practice Bank accounts one learner may keep; a reset starts again. */
  accounts: 20,
  /** The longest name. */
  name: 60,
  /** The longest e-mail address. */
  email: 254,
} as const;

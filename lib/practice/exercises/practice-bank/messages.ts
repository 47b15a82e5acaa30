import { BANK_FIGURES } from './figures';

// Every text the Practice Bank shows, mails or answers (docs/practice/practice-bank.md). One place, so the forms, the
// handlers, the task sheet and the tests say exactly the same words; part of the exercise's v1.

const minutes = BANK_FIGURES.codeTtlSeconds / 60;

export const PRACTICE_BANK_MSG = {
  nameRequired: 'Enter your name.',
  nameLength: `Your name can have at most ${BANK_FIGURES.name} characters.`,
  emailRequired: 'Enter your e-mail address.',
  emailInvalid: 'Enter a valid e-mail address, like ana@example.com.',
  codeFormat: `The code is ${BANK_FIGURES.codeDigits} digits.`,

  emailTaken: 'A Practice Bank account with this e-mail address exists already: sign in instead.',
  accountLimit: `You keep ${BANK_FIGURES.accounts} Practice Bank accounts, the most this exercise stores. Reset your practice data to start again.`,
  accountNotFound: 'There is no Practice Bank account with this e-mail address: open one first.',
  notVerified: 'This account is not verified yet: enter the code we sent when you opened it, or ask for a new one.',
  alreadyVerified: 'This account is verified already: sign in instead.',
  noCodePending: 'There is no code to check for this account: ask for a new one.',
  codeExpired: 'This code has expired: ask for a new one.',
  codeWrong: (triesLeft: number) =>
    triesLeft > 0 ? `Wrong code: ${triesLeft} ${triesLeft === 1 ? 'try' : 'tries'} left.` : 'Wrong code. That was the last try: ask for a new code.',
  tooManyWrong: 'Too many wrong codes: this code no longer works. Ask for a new one.',
  resendTooSoon: (seconds: number) => `Wait ${seconds} ${seconds === 1 ? 'second' : 'seconds'} before you ask for another code.`,

  signUpSent: (email: string) => `We sent a ${BANK_FIGURES.codeDigits}-digit code to ${email}. It lands in your practice inbox.`,
  signInSent: (email: string) => `We sent a one-time code to ${email}. It lands in your practice inbox.`,
  verified: 'Your e-mail address is verified: welcome to Practice Bank.',
  signedIn: 'You are signed in.',
  signedOut: 'You are signed out.',

  mailFrom: 'Practice Bank <no-reply@practice-bank.test>',
  signUpSubject: 'Confirm your Practice Bank e-mail address',
  signInSubject: 'Your Practice Bank sign-in code',
  signUpLead: 'Use this code to confirm your e-mail address:',
  signInLead: 'Use this one-time code to sign in:',
  mailExpiry: `The code expires in ${minutes} minutes and works once. If you did not ask for it, ignore this e-mail.`,
} as const;

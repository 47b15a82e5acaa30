import 'server-only';
import type { PlantedDefect } from '../../defects/types';

// The planted defects of this exercise (docs/product.md#bug-mode); live only while the learner's bug mode is on.
// Each is one branch on the switch with a comment naming its id: PBK-01 to PBK-04 in ./server/codes.ts, PBK-05 in
// ./server/accounts.ts, PBK-06 in ./server/mail.ts.
export const PRACTICE_BANK_DEFECTS: readonly PlantedDefect[] = [
  {
    id: 'PBK-01',
    exercise: 'practice-bank',
    category: 'functional',
    difficulty: 'medium',
    summary: 'An expired code is still accepted: a sign-up or sign-in code works after its 5 minutes.',
    expected: 'A code entered after it expired is refused with CODE_EXPIRED ("This code has expired: ask for a new one.").',
    hints: [
      'Every code has a stated lifetime: test what happens after it, not only before.',
      'Ask for a code, let more than 5 minutes pass, then enter it.',
    ],
    report: { areas: ['codes', 'sign-up-code', 'sign-in'], observed: [/expir|old code|stale|after (5|five)|minutes|lifetime|too late/, /accept|work|valid|still|signed in|verified|succe/] },
    evidence: { server: true },
  },
  {
    id: 'PBK-02',
    exercise: 'practice-bank',
    category: 'functional',
    difficulty: 'easy',
    summary: 'Asking for a new sign-up code mails the same code again, with its first expiry, instead of a new one.',
    expected: 'A resend mails a new code, valid for 5 minutes from the resend; the code mailed before stops working.',
    hints: [
      'Compare the messages a resend produces with the first one.',
      'Read the code from the first and the second sign-up message, and try the first code after the resend.',
    ],
    report: { areas: ['resend', 'mail', 'sign-up-code'], observed: [/resend|new code|again|second/, /same|old|first|identical|repeat|not new|unchanged/] },
    evidence: { server: true },
  },
  {
    id: 'PBK-03',
    exercise: 'practice-bank',
    category: 'functional',
    difficulty: 'medium',
    summary: 'The wrong-code limit is never reached: after 3 wrong codes the code still works, and a 4th wrong code is just "wrong".',
    expected: 'The 3rd wrong code voids the code: every later try, the right code included, is TOO_MANY_WRONG_CODES until a new code is sent.',
    hints: [
      'The task sheet states how many wrong codes one code takes: test the limit and what comes after it.',
      'Enter 3 wrong codes, then the right one.',
    ],
    report: { areas: ['codes', 'sign-up-code', 'sign-in'], observed: [/wrong|limit|tries|attempt|three|\b3\b/, /still|work|accept|never|no limit|not (void|block|lock|refus)|valid/] },
    evidence: { server: true },
  },
  {
    id: 'PBK-04',
    exercise: 'practice-bank',
    category: 'functional',
    difficulty: 'hard',
    summary: 'A one-time sign-in code works again: after signing out, the same code signs in a second time until it expires.',
    expected: 'A sign-in code works once: entered again it is NO_CODE_PENDING, and a new sign-in needs a new code.',
    hints: [
      '"One-time" is a promise: check that a used code stays used.',
      'Sign in with a code, sign out, and send the same code again.',
    ],
    report: { areas: ['sign-in', 'sign-out'], observed: [/again|twice|second|reuse|re-use|one-time|same code|more than once/] },
    evidence: { server: true },
  },
  {
    id: 'PBK-05',
    exercise: 'practice-bank',
    category: 'validation',
    difficulty: 'medium',
    summary: 'Sign-up compares e-mail addresses with their letter case: Ana@example.com opens a second account beside ana@example.com.',
    expected: 'E-mail addresses are compared ignoring case: the second sign-up is refused with EMAIL_TAKEN.',
    hints: [
      'Try to open two accounts for one address, written in different ways.',
      'Open an account, then open another with the very same address written in capital letters.',
    ],
    report: { areas: ['sign-up'], observed: [/case|capital|upper|lower|duplicate|second account|two accounts|twice|same (address|e-?mail)/] },
    evidence: { server: true },
  },
  {
    id: 'PBK-06',
    exercise: 'practice-bank',
    category: 'ui',
    difficulty: 'hard',
    summary: "The HTML part of the sign-in mail shows another code than its text part (the last digit one higher); only the text part's code works.",
    expected: 'Both parts of every message show the same code, the one that works.',
    hints: [
      'A message has more than one part: read each, as different mail clients would.',
      'Parse the text and the HTML part of a sign-in message and compare the codes they show.',
    ],
    report: { areas: ['mail', 'inbox'], observed: [/html/, /code|digit|differ|mismatch|wrong|other/] },
    evidence: { server: true },
  },
];

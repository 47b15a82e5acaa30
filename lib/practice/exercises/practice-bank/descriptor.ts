import type { ExerciseDescriptor } from '../../exercise-descriptor';

// The Practice Bank exercise (docs/practice/practice-bank.md): a sign-up verified by a code sent by e-mail, and a
// sign-in with a one-time code, each code landing in the learner's own practice inbox. Its accounts are practice
// data of the learner, nothing to do with their QA Academy account.
export const PRACTICE_BANK_EXERCISE = {
  id: 'practice-bank',
  name: 'Practice Bank',
  title: 'Practice Bank',
  link: 'practice-bank',
  versions: ['v1'],
  defectPrefix: 'PBK',
  description:
    'Automate e-mail codes end to end: open a Practice Bank account verified by a 6-digit code, sign in with a one-time code, and read each code from your own practice inbox through its API (long-poll, MIME text and HTML parts); test expiry, wrong-code limits and the resend cooldown.',
  // The practice card's picture: a bank: a roof on columns.
  icon: [{ path: 'M2.5 7.5 10 3l7.5 4.5Z' }, { path: 'M4.5 9v5.5M8.2 9v5.5M11.8 9v5.5M15.5 9v5.5M2.5 17h15' }],
} as const satisfies ExerciseDescriptor;

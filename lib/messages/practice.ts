// The practice lab's shared texts (docs/product.md#practice-lab); each exercise keeps its own beside its code.
export const PRACTICE_MSG = {
  bugModeMissing: 'Say whether bug mode is on: bugMode must be true or false.',
  bugModeOn: 'Bug mode is on: this exercise now has planted bugs.',
  bugModeOff: 'Bug mode is off: this exercise works as specified.',
  bugModeFailed: 'Bug mode could not be changed. Please try again.',
  resetDone: 'Your practice data is back to its start state.',
  resetFailed: 'Your practice data could not be reset. Please try again.',
  sessionLoading: 'Loading your practice session…',
  sessionFailed: 'Your practice session could not be loaded. Please try again.',
  sessionEnded: 'Your session has ended. Please log in again.',
  challengeExerciseUnknown: 'exercise must be the id of an exercise of the practice lab (for example book-list).',
  challengesFailed: 'Your challenges could not be loaded. Please try again.',
  challengesUnreadable: 'Your challenges arrived in a form this page cannot read. Please reload.',
  challengesResetFailed: 'Your challenges could not be reset. Please try again.',
  challengesResetDone: 'Your challenges are cleared: meet them again to tick them.',
} as const;

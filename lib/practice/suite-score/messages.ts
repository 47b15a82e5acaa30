import { SUITE_SCORE_FIGURES } from './figures';

// What the suite score API says (docs/product.md#suite-score); its codes say the same for tools.
export const SUITE_SCORE_MSG = {
  exerciseUnknown: 'Choose one of the lab\'s exercises.',
  outcome: 'The outcome is "passed" or "failed".',
  junitTooLong: `The JUnit XML may be at most ${SUITE_SCORE_FIGURES.junitMaxChars} characters.`,
  junitUnreadable: 'The JUnit XML could not be read: send the file your runner wrote, or leave it out.',
  runNotFound: 'No such run.',
  runAlreadyOpen: 'You have a run in progress: finish or abandon it before starting another.',
  runNotOpen: 'This run is over: start a new one.',
  roundInProgress: 'Report the outcome of the current round before starting the next.',
  roundNotCurrent: 'That round is not the one in progress.',
  failsClean: 'Your suite fails on the clean build: no score.',
} as const;

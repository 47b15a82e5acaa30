// The suite score's figures (docs/architecture.md#suite-score).
export const SUITE_SCORE_FIGURES = {
  /** A round must be reported within this; so must the next round be asked for after a report. */
  roundMinutes: 10,
  /** Clean rounds in every plan: two, so a suite that fails on the clean build, or only sometimes, shows. */
  cleanRounds: 2,
  /** The JUnit XML a report may carry, in characters. */
  junitMaxChars: 512 * 1024,
  /** Failed test names kept per round, and their length. */
  failedTestsKept: 50,
  failedTestNameMax: 200,
  /** Runs listed by GET …/suite-runs, newest first. */
  runsListed: 50,
} as const;

export const roundMs = () => SUITE_SCORE_FIGURES.roundMinutes * 60_000;

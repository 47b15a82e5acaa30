// The one deliberate wait of the exercise (docs/practice/reservation.md#timings): the flight search answers
// after a fixed delay, so learners practise waiting for a spinner to give way to results. Tests replace
// `pause` to keep their own runs fast.

export const RESULTS_DELAY_MS = 800;
/** RES-07: with the learner's planted bugs live, the search takes five times as long. */
export const SLOW_RESULTS_DELAY_MS = 4_000;

export function resultsDelayMs(bugMode: boolean): number {
  return bugMode ? SLOW_RESULTS_DELAY_MS : RESULTS_DELAY_MS;
}

export function pause(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

import type { Dialog, Page } from '../fixtures';

// What the reference checks of the planted page defects are made of (docs/architecture.md#defects-one-at-a-time):
// their shape, read by one-at-a-time.spec.ts, and the small steps several exercises' checks share. Each exercise's
// checks live beside its other specs (e2e/practice/<exercise>/page-checks.ts); ./page-defect-checks.ts lists them.

/** Answers true when the page behaves as its task sheet says. */
export type PageCheck = (page: Page) => Promise<boolean>;

export interface ExerciseChecks {
  /** The checks drive Playwright's fake clock (installed before the first load), to see a planted delay in no time. */
  clock?: true;
  /** Waits until the loaded exercise page answers clicks. */
  ready: (page: Page) => Promise<void>;
  /**
   * Once per round, after `ready`: takes the page to where the first check starts (a flight search, say), in a state
   * the clean page and every defective one reach alike.
   */
  drive?: (page: Page) => Promise<void>;
  /**
   * Per defect id, its check. They run in turn on one page load, in the order listed: a later one starts where an
   * earlier one left the page, and may take it a few steps further (to the seat map, say) as a learner's test would.
   */
  checks: Record<string, PageCheck>;
}

export const focused = (page: Page, testId: string) => page.getByTestId(testId).evaluate((element) => element === document.activeElement);

/** Presses the button and answers the browser dialog it opens. */
export async function answerDialog(page: Page, testId: string, answer: (dialog: Dialog) => Promise<void>) {
  page.once('dialog', (dialog) => void answer(dialog));
  await page.getByTestId(testId).click();
}

/** Stops the page's clock a second ahead (timers run only as the check runs them); `work` then, and time runs again. */
export async function withPausedClock<T>(page: Page, work: () => Promise<T>): Promise<T> {
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  try {
    return await work();
  } finally {
    await page.clock.resume();
  }
}

/** Whether the state shows within a second of real time (a render after the check ran the clock). */
export const showsSoon = (assertion: Promise<void>) => assertion.then(() => true, () => false);

/** Resolves after the page's next frame and the task after it (both on the page's clock). */
export const settled = (page: Page) => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));

import { expect, test, type Page } from '@playwright/test';

/** The learner's login, from QA_ACADEMY_EMAIL and QA_ACADEMY_PASSWORD (README.md). */
export function learner(): { email: string; password: string } {
  const email = process.env.QA_ACADEMY_EMAIL;
  const password = process.env.QA_ACADEMY_PASSWORD;
  if (!email || !password) throw new Error('Set QA_ACADEMY_EMAIL and QA_ACADEMY_PASSWORD to your QA Academy login (see README.md).');
  return { email, password };
}

/**
 * How long the first load of an exercise may take, and the reset after it, in milliseconds. The first visit pays for
 * what later steps find ready (the site's scripts downloaded and started, a server's first render of the page): on a
 * busy machine, such as a CI runner running several suites at once, that took over 20 s. Every later step keeps the
 * config's expect timeout (playwright.config.ts).
 */
export const FIRST_LOAD_MS = 30_000;

/**
 * What every exercise page has: its address (pinned to one version, so the page never changes under the
 * tests), the login, and "Reset my practice data". Each exercise's page object extends it.
 */
export abstract class LabPage {
  constructor(
    readonly page: Page,
    /** The exercise page at its version, e.g. /student/practice/{exercise}/v1 */
    readonly path: string,
  ) {}

  /** Logs in through the API (one request; the browser keeps the session cookie), as the README explains. */
  async logIn(): Promise<void> {
    const reply = await this.page.request.post('/api/auth/login', { data: learner() });
    expect(reply.status(), await reply.text()).toBe(200);
  }

  /** Opens the exercise and waits until it is ready to use. */
  async open(): Promise<void> {
    // Not until "load": that waits for every image too, and a server's first resize of a page's product photos on a
    // busy machine kept it past 30 s. The page says itself when it is ready to use (ready()).
    await this.page.goto(this.path, { waitUntil: 'domcontentloaded', timeout: FIRST_LOAD_MS });
    await expect(this.page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: FIRST_LOAD_MS });
    await this.ready(FIRST_LOAD_MS);
  }

  /** Resolves once the exercise's own parts have loaded and answer clicks, waiting at most `timeout` ms for each. */
  protected abstract ready(timeout: number): Promise<void>;

  /** "Reset my practice data": this learner's data in this exercise goes back to its start state. */
  async resetPracticeData(): Promise<void> {
    await this.page.getByTestId('reset-practice-data').click();
    await this.page.getByTestId('reset-practice-confirm').click();
    await expect(this.page.getByTestId('practice-controls-status')).toHaveText('Your practice data is back to its start state.', { timeout: FIRST_LOAD_MS });
  }

  /** Logs in, opens the exercise and resets its data: where every suite starts. */
  async start(): Promise<void> {
    // The login, the first load, the reset and the reload after it each get FIRST_LOAD_MS: the hook or test that starts here gets them all.
    test.setTimeout(test.info().timeout + 4 * FIRST_LOAD_MS);
    await this.logIn();
    await this.open();
    await this.resetPracticeData();
    // The reset reloads the exercise's data from the server: ready again before the first test's first step.
    await this.ready(FIRST_LOAD_MS);
  }
}

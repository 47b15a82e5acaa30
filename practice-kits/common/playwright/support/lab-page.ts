import { expect, type Page } from '@playwright/test';

/** The learner's login, from QA_ACADEMY_EMAIL and QA_ACADEMY_PASSWORD (README.md). */
export function learner(): { email: string; password: string } {
  const email = process.env.QA_ACADEMY_EMAIL;
  const password = process.env.QA_ACADEMY_PASSWORD;
  if (!email || !password) throw new Error('Set QA_ACADEMY_EMAIL and QA_ACADEMY_PASSWORD to your QA Academy login (see README.md).');
  return { email, password };
}

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
    await this.page.goto(this.path);
    await expect(this.page.getByRole('heading', { level: 1 })).toBeVisible();
    await this.ready();
  }

  /** Resolves once the exercise's own parts have loaded and answer clicks. */
  protected abstract ready(): Promise<void>;

  /** "Reset my practice data": this learner's data in this exercise goes back to its start state. */
  async resetPracticeData(): Promise<void> {
    await this.page.getByTestId('reset-practice-data').click();
    await this.page.getByTestId('reset-practice-confirm').click();
    await expect(this.page.getByTestId('practice-controls-status')).toHaveText('Your practice data is back to its start state.');
  }

  /** Logs in, opens the exercise and resets its data: where every suite starts. */
  async start(): Promise<void> {
    await this.logIn();
    await this.open();
    await this.resetPracticeData();
  }
}

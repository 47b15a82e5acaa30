import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { exercisePath, type HostedExercise } from '../../lib/practice/registry';
import { watchEvidence } from './bug-hunt-helpers';

// Shared steps of the practice-lab specs (e2e/practice/). Every test starts from a known state:
// its learner's bug mode set as the test needs and the exercise's data reset, whatever ran before.

export interface Learner {
  email: string;
  password: string;
}

/** Logs the page's browser context in through the API (the practice pages need only the session cookie). */
export async function logInQuickly(page: Page, who: Learner): Promise<void> {
  const reply = await page.request.post('/api/auth/login', { data: who });
  expect(reply.status(), await reply.text()).toBe(200);
}

export async function setBugMode(api: APIRequestContext, on: boolean): Promise<void> {
  const reply = await api.put('/api/practice/settings', { data: { bugMode: on } });
  expect(reply.status(), await reply.text()).toBe(200);
}

export async function resetExercise(api: APIRequestContext, exercise: HostedExercise): Promise<void> {
  const reply = await api.post(`/api/practice/v1/${exercise}/reset`);
  expect(reply.status(), await reply.text()).toBe(200);
}

/**
 * Logs in, sets the bug mode, resets the exercise and opens its versioned page; resolves once the
 * exercise's body is on the page and the controls are ready (hydrated). The bug hunt's evidence codes the pages send
 * are noted from here on (./bug-hunt-helpers.ts).
 */
export async function openExercise(page: Page, who: Learner, exercise: HostedExercise, { bugMode = false } = {}): Promise<void> {
  watchEvidence(page);
  await logInQuickly(page, who);
  await setBugMode(page.request, bugMode);
  await resetExercise(page.request, exercise);
  await page.goto(exercisePath(exercise));
  await expect(page.getByTestId('practice-body')).toHaveAttribute('data-bug-mode', bugMode ? 'on' : 'off');
  await expect(page.getByTestId('bug-mode-switch')).toBeEnabled();
}

/**
 * Collects every request to another origin made by any page or frame of the page's context (new tabs and
 * windows included), for the "nothing loads from another site" check. `baseURL` is the test's fixture.
 */
export function watchForeignRequests(page: Page, baseURL: string): string[] {
  const foreign: string[] = [];
  const ownHost = new URL(baseURL).host;
  page.context().on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol !== 'http:' && url.protocol !== 'https:' && url.protocol !== 'ws:' && url.protocol !== 'wss:') return;
    if (url.host !== ownHost) foreign.push(request.url());
  });
  return foreign;
}

/**
 * Shows the task sheet (docs/product.md#task-sheets): the exercise page opens on the exercise, and the sheet is the
 * panel of the "Task sheet" tab. Resolves with the sheet once it is on screen.
 */
export async function openTaskSheet(page: Page) {
  await page.getByTestId('exercise-view-tab-sheet').click();
  await expect(page.getByTestId('exercise-view')).toHaveAttribute('data-view', 'sheet');
  const sheet = page.getByTestId('task-sheet');
  await expect(sheet).toBeVisible();
  return sheet;
}

/** Back from the task sheet to the exercise. */
export async function showExercise(page: Page) {
  await page.getByTestId('exercise-view-tab-exercise').click();
  await expect(page.getByTestId('practice-body')).toBeVisible();
}

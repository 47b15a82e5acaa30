import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../fixtures';
import { PAID_STUDENT } from '../helpers';
import { exercisePath, type HostedExercise } from '../../lib/practice/registry';
import { catalogueEntry, catalogueIds, evidenceSent, watchEvidence } from './bug-hunt-helpers';
import { logInQuickly, resetExercise, setBugMode } from './helpers';
import { PAGE_DEFECT_CHECKS } from './page-defect-checks';

// docs/architecture.md#defects-one-at-a-time: every planted defect only a page shows is caught from outside by a
// reference browser check (./page-defect-checks.ts) that fails with the defect live alone for the learner and passes
// with it off. The defects are switched on the way a scoring round does it, through the real suite-run API: each
// exercise's run takes every round (each defect alone once, and the clean ones, in the server's hidden order), loads
// the page once per round and runs all of the exercise's checks on it, and reports them as JUnit. The finished run's
// matrix then says which checks failed in which defect's round: exactly the defect's own check in its round, none in
// a clean round (the run has a score) nor in another defect's round. The learner's bug mode is on all along, set
// aside by the run. A failing check whose page sent its evidence in the round counts as a kill.
// The planted delays are seen on Playwright's fake clock. An exercise may drive each round's page a few steps first
// (a flight search) before its checks run.

const RUNS = '/api/practice/v1/suite-runs';

async function abandonOpenRuns(api: APIRequestContext): Promise<void> {
  const { runs } = (await (await api.get(RUNS)).json()) as { runs: { id: number; status: string }[] };
  for (const run of runs.filter((each) => each.status === 'open')) expect((await api.delete(`${RUNS}/${run.id}`)).status()).toBe(204);
}

const junitOf = (results: [string, boolean][]) =>
  `<?xml version="1.0"?><testsuites><testsuite name="reference">${results
    .map(([name, ok]) => `<testcase name="${name}">${ok ? '' : '<failure message="not as the task sheet says"/>'}</testcase>`)
    .join('')}</testsuite></testsuites>`;

interface MatrixEntry {
  defect: number;
  killed: boolean;
  failedTests: string[];
}

test.describe('planted page defects, each alone through a scoring run: its reference check fails, and passes with it off', { tag: '@desktop' }, () => {
  for (const [exercise, { ready, drive, checks, clock }] of Object.entries(PAGE_DEFECT_CHECKS)) {
    test(`${exercise}: ${Object.keys(checks).join(', ')}`, async ({ page }) => {
      // A run is ten or so rounds, each a page load: more than one page's share of the default limit.
      test.setTimeout(180_000);
      watchEvidence(page);
      if (clock) await page.clock.install();
      await logInQuickly(page, PAID_STUDENT);
      await abandonOpenRuns(page.request);
      await setBugMode(page.request, true);
      const started = await page.request.post(RUNS, { data: { exercise } });
      expect(started.status(), await started.text()).toBe(201);
      const { id, rounds } = ((await started.json()) as { run: { id: number; rounds: number } }).run;
      try {
        for (let n = 1; n <= rounds; n++) {
          expect((await page.request.post(`${RUNS}/${id}/rounds/next`)).status()).toBe(200);
          await resetExercise(page.request, exercise as HostedExercise);
          await page.goto(exercisePath(exercise as HostedExercise));
          // The server's HTML is the same page in every round; the exercise mounts with the round's flags once the
          // learner's session has arrived, in the render that enables the practice controls. Then the bug hunt's list
          // (bug mode is on) loads above the exercise and moves it down: a hover aimed before that missed MOU-05's
          // trigger, so the checks start once nothing says it is loading.
          await expect(page.getByTestId('bug-mode-switch')).toBeEnabled();
          await expect(page.getByRole('status').filter({ hasText: /^\s*Loading/ })).toHaveCount(0);
          await ready(page);
          if (drive) await test.step(`round ${n}: to where the checks start`, () => drive(page));
          const results: [string, boolean][] = [];
          for (const [defect, check] of Object.entries(checks)) results.push([defect, await test.step(`round ${n}: ${defect}`, () => check(page))]);
          // A check that failed on a page-evidenced defect: its evidence in before the round closes.
          for (const [defect] of results.filter(([, ok]) => !ok)) {
            const { slot } = catalogueEntry(defect);
            if (slot) await expect.poll(() => evidenceSent(page, slot), { message: `${defect}: the page's evidence` }).toBe(true);
          }
          const outcome = results.every(([, ok]) => ok) ? 'passed' : 'failed';
          // A round's browser work can leave the API connection idle for about the server's keep-alive (5 s), when a
          // reused socket may be closed under the request (microsoft/playwright#42698): that reset, before the server
          // read anything, is tried once more (a report that did arrive would make the retry a refusal, not a pass).
          const reported = await page.request.post(`${RUNS}/${id}/rounds/${n}/outcome`, { data: { outcome, junit: junitOf(results) }, maxRetries: 1 });
          expect(reported.status(), await reported.text()).toBe(200);
        }
      } finally {
        await abandonOpenRuns(page.request);
        await setBugMode(page.request, false);
      }
      const { run } = (await (await page.request.get(`${RUNS}/${id}`)).json()) as { run: { result: { failsClean: boolean; matrix: MatrixEntry[] } } };
      expect(run.result.failsClean, 'a check failed in a clean round').toBe(false);
      const ids = catalogueIds(exercise);
      const failedOn = Object.fromEntries(run.result.matrix.map((entry) => [ids[entry.defect - 1], entry.failedTests]));
      expect(failedOn).toEqual(Object.fromEntries(ids.map((defect) => [defect, defect in checks ? [defect] : []])));
      const killed = run.result.matrix.filter((entry) => entry.killed).map((entry) => ids[entry.defect - 1]);
      expect(killed.sort()).toEqual(Object.keys(checks).filter((defect) => catalogueEntry(defect).slot).sort());
    });
  }
});

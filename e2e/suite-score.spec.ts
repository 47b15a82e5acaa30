import { apiAs } from './api-session';
import { expectNoA11yViolations } from './axe';
import { expect, test } from './fixtures';
import { ADMIN } from './helpers';
import { logInWithIdentity } from './progress-setup';

// Issue 40, item 6 (docs/product.md#suite-score): where a finished scoring run shows. A new learner's run is played
// through the public run API (every round reported "passed", so the score is 0 and every defect survived); the
// learner's progress page shows the best score and the matrix, and the class view the learner's score and the
// per-defect kill counts. What is counted and who sees what is in tests/integration/progress/suite-scores.test.ts.

test('a finished run shows on the learner\'s progress page and in the class view', async ({ page, baseURL }, testInfo) => {
  const admin = await apiAs(baseURL!, ADMIN);
  const tag = `${testInfo.project.name}${Date.now().toString(36)}`;
  const learner = { email: `suite.${tag}@example.com`.toLowerCase(), password: 'Suite-pass-2026', username: `Sam Suite ${tag}` };
  const created = await admin.post('/api/users', { data: learner });
  expect(created.status(), await created.text()).toBe(201);
  await admin.dispose();

  // The learner's runner: start, then round after round the next and the outcome.
  const runner = await apiAs(baseURL!, learner);
  const started = await runner.post('/api/practice/v1/suite-runs', { data: { exercise: 'book-list' } });
  expect(started.status(), await started.text()).toBe(201);
  const { id, rounds } = ((await started.json()) as { run: { id: number; rounds: number } }).run;
  for (let n = 1; n <= rounds; n++) {
    expect((await runner.post(`/api/practice/v1/suite-runs/${id}/rounds/next`)).status()).toBe(200);
    const reported = await runner.post(`/api/practice/v1/suite-runs/${id}/rounds/${n}/outcome`, { data: { outcome: 'passed' } });
    expect(reported.status(), await reported.text()).toBe(200);
  }
  const finished = ((await (await runner.get(`/api/practice/v1/suite-runs/${id}`)).json()) as { run: { status: string; result: { defects: number } } }).run;
  expect(finished.status).toBe('finished');
  const defects = finished.result.defects;
  await runner.dispose();

  await logInWithIdentity(page, learner);
  await page.goto('/student/progress');
  const best = page.getByTestId('suite-best-row').filter({ hasText: 'Book List' });
  await expect(best.getByTestId('suite-best-percent')).toHaveText('0%');
  const lastRun = page.getByRole('region', { name: 'Last run: Book List' });
  await expect(lastRun.getByTestId('suite-last-score')).toHaveText(`Score 0 of ${defects} defects killed (0%).`);
  await expect(lastRun.getByTestId('suite-matrix-row')).toHaveCount(defects);
  await expect(lastRun.locator('[data-test="suite-matrix-row"][data-killed="true"]')).toHaveCount(0);
  await expect(lastRun.getByRole('rowheader', { name: 'Defect 1', exact: true })).toBeVisible();
  await expectNoA11yViolations(page);

  const login = await page.request.post('/api/auth/login', { data: ADMIN });
  expect(login.status()).toBe(200);
  await page.goto(`/admin/progress?q=${encodeURIComponent(learner.username)}`);
  await expect(page.getByTestId('progress-row')).toHaveCount(1);
  await expect(page.getByTestId('row-suite-scores')).toHaveText('Book List: 0%');
  const kills = page.locator('[data-test="defect-kills-exercise"][data-exercise="book-list"]');
  await expect(kills.getByTestId('defect-kills-row')).toHaveCount(defects);
  await expect(kills.locator('caption')).toContainText(/Book List: \d+ suites?/);
});

import { apiAs } from '../../api-session';
import { expectNoA11yViolations } from '../../axe';
import { expect, test } from '../../fixtures';
import { logInAsAdmin } from '../../admin-helpers';
import { expectPath } from '../../helpers';
import { newLearner } from './helpers';

// The trust view of the trainer's bug hunt page (docs/product.md#admin-bug-hunt): a learner who sent codes the server
// never issued to them is flagged beside their score, and each credit says how it was evidenced. Set up through the
// API (a real page code for the slider, then three guessed ones), then one visit of /admin/bug-hunt, checked with axe
// with the data and the withdrawal dialog on screen.

test('the trust view flags a learner who sent codes never issued to them', { tag: '@phone' }, async ({ page, baseURL }, testInfo) => {
  const learner = await newLearner(page, baseURL!, testInfo, 'sprayer');
  const api = await apiAs(baseURL!, learner);
  expect((await api.put('/api/practice/settings', { data: { bugMode: true } })).status()).toBe(200);
  const { view, probes } = (await (await api.get('/api/practice/v1/bug-hunt/view?exercise=mouse-action')).json()) as { view: string; probes: Record<string, string> };
  const send = (code: string) => api.post('/api/practice/v1/bug-hunt/evidence', { data: { exercise: 'mouse-action', view, slot: 'slider-output', code } });
  expect((await send(probes['slider-output'])).status()).toBe(204);
  for (const guess of ['lc5dmgtl', 'aaaaaaaaaaaaaaaa', 'bbbbbbbbbbbbbbbb']) expect((await send(guess)).status()).toBe(204);
  const filed = await api.post('/api/practice/v1/bug-hunt/reports', {
    data: { exercise: 'mouse-action', area: 'slider', title: 'Slider output is one step off', steps: 'Open the page.', expected: '50', actual: 'The output shows 45 while the slider is at 50.', severity: 'low' },
  });
  expect(((await filed.json()) as { report: { verdict: string } }).report.verdict).toBe('credited');
  await api.dispose();

  await logInAsAdmin(page);
  await page.goto('/admin/bug-hunt');
  await expectPath(page, '/admin/bug-hunt');
  const row = page.locator(`[data-test="trust-row"][data-learner="${learner.email}"]`);
  // (The report followed its evidence by a script's few seconds, which may be flagged too: not asserted, it is a time.)
  await expect(row.locator('[data-test="trust-flag"][data-flag="never-issued-codes"]')).toHaveText('Sent codes never issued to them');
  await expect(row.getByTestId('trust-rejected')).toContainText('3');
  await expect(row.getByTestId('trust-found')).toHaveText('1');
  await expect(row.getByTestId('trust-credit-via')).toHaveText('page-seen');
  await expectNoA11yViolations(page);

  await row.getByRole('button', { name: 'Withdraw credit MOU-07 of Hana Hunter' }).click();
  // Every credit on the page has its own dialog (other tests' learners share this worker's server): the open one.
  const dialog = page.locator('[data-test="withdraw-dialog"][open]');
  await expect(dialog.getByLabel('Reason (the learner reads it)')).toBeVisible();
  await expectNoA11yViolations(page);
  await dialog.getByTestId('withdraw-cancel').click();
  await expect(dialog).toHaveCount(0);
});

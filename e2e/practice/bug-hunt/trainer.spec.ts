import { apiAs } from '../../api-session';
import { openAdminPage } from '../../admin-helpers';
import { expectNoA11yViolations } from '../../axe';
import { expect, test } from '../../fixtures';
import { plantedCount } from '../bug-hunt-helpers';
import { newLearner } from './helpers';

// The trainer's view of the bug hunt (docs/product.md#admin-bug-hunt), on desktop and on a phone: the chart of every
// planted defect, the learners' reports filtered on the server, and a verdict changed with a note the learner then
// reads. The learner is set up through the API: bug mode on, a planted defect met (MOU-02, a story card the Bugs zone
// takes), and a report that misses it.

test("the admin reads the chart and the reports, and changes a verdict with a note the learner sees", async ({ page, baseURL }, testInfo) => {
  const learner = await newLearner(page, baseURL!, testInfo, 'trainee');
  const api = await apiAs(baseURL!, learner);
  expect((await api.put('/api/practice/settings', { data: { bugMode: true } })).status()).toBe(200);
  expect((await api.post('/api/practice/v1/mouse-action/board/moves', { data: { card: 'search', to: 'bugs' } })).status()).toBe(200);
  const filed = await api.post('/api/practice/v1/bug-hunt/reports', {
    data: { exercise: 'mouse-action', area: 'board-lists', title: 'Card placement', steps: 'Drag Search onto Bugs.', expected: 'Refused.', actual: 'It sat in the third column.', severity: 'high' },
  });
  const { report } = (await filed.json()) as { report: { id: number; verdict: string } };
  // The learner reads "not credited"; the trainer's filter below reads the server's own verdict.
  expect(report.verdict).toBe('not-credited');

  await openAdminPage(page, 'Bug Hunt', '/admin/bug-hunt');
  const chart = page.getByTestId('defect-chart');
  await expect(chart.getByTestId('defect-table-row')).toHaveCount(plantedCount());
  await expect(chart.locator('[data-test="defect-table-row"][data-defect="MOU-02"]')).toContainText('Bugs zone accepts story cards');

  await page.getByTestId('filter-learner').fill(learner.email);
  await page.getByTestId('filter-verdict').selectOption('not-planted');
  await page.getByTestId('filter-submit').click();
  const row = page.getByTestId('trainer-report');
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('trainer-report-title')).toHaveText(`#${report.id} Card placement`);
  await expect(row.getByTestId('trainer-report-match')).toHaveText('Matched: MOU-02');
  await expectNoA11yViolations(page);

  await row.getByTestId('override-open').click();
  const dialog = page.getByTestId('override-dialog');
  await dialog.getByLabel('Verdict', { exact: true }).selectOption('credited');
  await dialog.getByLabel('Defect credited (for Credited)').selectOption('MOU-02');
  await dialog.getByLabel('Note for the learner').fill('The third column is Bugs: that is MOU-02. Name the column next time.');
  await expectNoA11yViolations(page);
  await dialog.getByTestId('override-submit').click();
  await expect(dialog).toBeHidden();
  // The filter kept only misses: the changed report has left the list.
  await expect(page.getByTestId('trainer-reports-empty')).toBeVisible();

  const seen = await api.get('/api/practice/v1/bug-hunt/reports?exercise=mouse-action');
  const [changed] = ((await seen.json()) as { reports: { verdict: string; defectId: string; trainerNote: string }[] }).reports;
  expect(changed).toMatchObject({ verdict: 'credited', defectId: 'MOU-02', trainerNote: 'The third column is Bugs: that is MOU-02. Name the column next time.' });
  await api.dispose();
});

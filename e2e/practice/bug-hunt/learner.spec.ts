import { expectNoA11yViolations } from '../../axe';
import { expect, test } from '../../fixtures';
import { expectPath } from '../../helpers';
import { BUG_HUNT_FEEDBACK } from '../../../lib/messages/bug-hunt';
import { plantedCount } from '../bug-hunt-helpers';
import { openExercise, openTaskSheet, showExercise } from '../helpers';
import { fileThroughForm, newLearner } from './helpers';

// The bug hunt as a learner meets it (docs/product.md#bug-hunt), on desktop and on a phone: bug mode on with the
// page's switch, a planted defect met (Mouse Action's slider output, wrong from the start), two wrong reports with
// their feedback and the hint they unlock, the right report with a screenshot and its credit, then the score board.
// The rules themselves are in tests/integration/practice/bug-hunt/.

test('a learner turns bug mode on, gets feedback on wrong reports and a hint, then reports a defect and sees the credit', async ({ page, baseURL }, testInfo) => {
  const learner = await newLearner(page, baseURL!, testInfo, 'hunter');
  await openExercise(page, learner, 'mouse-action');
  await expect(page.getByTestId('bug-hunt')).toHaveCount(0);
  await page.getByTestId('bug-mode-switch').click();
  const panel = page.getByTestId('bug-hunt');
  await expect(panel.getByTestId('bug-hunt-found')).toHaveText('Found 0 of 7 planted defects');
  await expect(page.getByTestId('slider-value')).toHaveText('45');
  await expect((await openTaskSheet(page)).getByTestId('task-sheet-report-areas')).toContainText('Range slider (slider)');
  await showExercise(page);

  // Two misses, one where nothing is planted and one near the slider's defect: they read the same, and the second
  // unlocks a hint.
  await fileThroughForm(page, { area: 'Scroll into view', title: 'Scroll box', actual: 'It scrolled to the target.' });
  await expect(page.getByTestId('report-verdict')).toHaveText(`Not credited. ${BUG_HUNT_FEEDBACK.notCredited}`);
  await expect(panel.getByTestId('bug-hunt-hints')).toHaveCount(0);
  await fileThroughForm(page, { area: 'Range slider', title: 'Slider', actual: 'It moves with the arrow keys.' });
  await expect(page.getByTestId('report-verdict')).toHaveText(`Not credited. ${BUG_HUNT_FEEDBACK.notCredited}`);
  await expect(panel.getByTestId('bug-hunt-hint')).toHaveCount(1);
  await expect(panel.getByTestId('bug-hunt-hint')).toHaveAttribute('data-level', '1');
  await expect(panel.getByTestId('bug-hunt-guesses')).toContainText('4 of 6 misses left this hour');
  await expectNoA11yViolations(page);

  // The right one, with a screenshot of the page.
  const shot = await page.getByTestId('slider-value').screenshot();
  await fileThroughForm(page, { area: 'Range slider', title: 'Slider output is one step off', actual: 'The output shows 45 while the slider is at 50.', screenshot: shot });
  await expect(page.getByTestId('report-verdict')).toHaveText(`Credited. ${BUG_HUNT_FEEDBACK.credited('MOU-07', 'ui')}`);
  await expect(panel.getByTestId('bug-hunt-found')).toHaveText('Found 1 of 7 planted defects');
  const credited = panel.getByTestId('bug-hunt-report').first();
  await expect(credited.getByTestId('report-verdict-badge')).toHaveText('Credited');
  await expect(credited.getByTestId('report-screenshot')).toBeVisible();
  expect((await page.request.get((await credited.getByTestId('report-screenshot').getAttribute('href'))!)).headers()['content-type']).toBe('image/png');

  await panel.getByTestId('bug-hunt-score-link').click();
  await expectPath(page, '/student/practice/bug-hunt');
  await expect(page.getByTestId('score-totals')).toContainText(`1 of ${plantedCount()} planted defects found · 1 hints used`);
  await expect(page.getByTestId('score-found-row')).toHaveCount(1);
  await expect(page.getByTestId('score-found-row')).toContainText('MOU-07');
  await expect(page.getByTestId('bug-hunt-report')).toHaveCount(3);
  await expectNoA11yViolations(page);
});

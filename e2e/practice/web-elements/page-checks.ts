import { expect } from '../../fixtures';
import { EMPLOYEES } from '../../../lib/practice/exercises/web-elements/employees';
import { showsSoon, withPausedClock, type ExerciseChecks } from '../page-check-kit';
import { shownSalaries } from './helpers';

// Web Elements' reference checks of its planted page defects (docs/architecture.md#defects-one-at-a-time), run by
// e2e/practice/one-at-a-time.spec.ts through ../page-defect-checks.ts.

export const WEB_ELEMENTS_CHECKS: ExerciseChecks = {
  clock: true,
  ready: (page) => expect(page.getByTestId('table-summary')).toHaveText('Showing 1–10 of 45 employees'),
  checks: {
    'WEB-07': async (page) => Boolean(await page.getByTestId('media-image-badge').getAttribute('alt')),
    'WEB-01': (page) =>
      withPausedClock(page, async () => {
        await page.getByTestId('dynamic-input-toggle').click();
        await page.clock.runFor(1000);
        const onTime = await showsSoon(expect(page.getByTestId('dynamic-input')).toBeEnabled({ timeout: 1000 }));
        // A late enable still comes, so the page shows (and reports) it.
        if (!onTime) await page.clock.runFor(5000);
        await expect(page.getByTestId('dynamic-input')).toBeEnabled();
        return onTime;
      }),
    'WEB-08': (page) =>
      withPausedClock(page, async () => {
        await page.getByTestId('waits-show-again').click();
        const message = page.getByTestId('waits-disappearing');
        await expect(message).toBeVisible();
        await page.clock.runFor(2500);
        return showsSoon(expect(message).toHaveCount(0, { timeout: 1000 }));
      }),
    'WEB-03': async (page) => {
      const summary = page.getByTestId('table-summary');
      await page.getByTestId('table-filter').fill('ada');
      await expect(summary).not.toHaveText('Showing 1–10 of 45 employees');
      const ok = (await page.getByTestId('table-cell-name').allTextContents()).includes('Ada Lovelace');
      await page.getByTestId('table-filter').fill('');
      await expect(summary).toHaveText('Showing 1–10 of 45 employees');
      return ok;
    },
    'WEB-02': async (page) => {
      const lowest = EMPLOYEES.map((employee) => employee.salary).sort((a, b) => a - b).slice(0, 10);
      await page.getByTestId('table-sort-salary').click();
      await expect(page.getByRole('columnheader', { name: 'Salary' })).toHaveAttribute('aria-sort', 'ascending');
      return (await shownSalaries(page)).join() === lowest.join();
    },
    'WEB-04': async (page) => {
      await page.getByTestId('table-page-5').click();
      await expect(page.getByTestId('table-summary')).toHaveText('Showing 41–45 of 45 employees');
      return (await page.getByTestId('table-cell-name').count()) === 5;
    },
  },
};

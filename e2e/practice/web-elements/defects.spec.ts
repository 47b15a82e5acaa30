import { EMPLOYEES } from '../../../lib/practice/exercises/web-elements/employees';
import { test, expect } from '../../fixtures';
import { shownSalaries, inBothModes } from './helpers';
import { reportAndExpectCredit } from '../bug-hunt-helpers';

// The Web Elements exercise (docs/practice/web-elements.md): each card's journey in clean mode on desktop
// and phone, the file upload/download/delete cycle, per-learner isolation and reset, axe, no foreign
// requests, and for each planted defect (WEB-01…08) one check that passes with bug mode off and fails on.
// This file: each planted defect the page shows, present with bug mode on and absent with it off. The server-side
// ones (WEB-05, the 1 MB rule; WEB-06, the feed's pages) are proved through the route handlers in
// tests/integration/practice/web-elements/files-and-feed.test.ts; files.spec.ts shows the form printing the server's
// refusal, and the journey the feed's 50 items in order.

// Desktop only (playwright.config.ts schedules @desktop tests on one project): the planted defects do not depend on
// the viewport; the desktop run shows each one.
test.describe('Web Elements, planted defects (each present with bug mode on, absent with it off)', { tag: '@desktop' }, () => {

  // Three defects of separate cards share one page load: each mode's checks run in turn, a step each.
  test('WEB-07 the badge image has alt text, WEB-08 "This message disappears" is gone soon after 2 s, WEB-01 "Enable" enables the input within the stated 1 s', async ({ page }, testInfo) => {
    await inBothModes(page, async (bugMode) => {
      await test.step(`WEB-07 (bug mode ${bugMode})`, async () => {
        const alt = await page.getByTestId('media-image-badge').getAttribute('alt');
        expect(Boolean(alt), `bug mode ${bugMode}`).toBe(!bugMode);
      });
      await test.step(`WEB-08 (bug mode ${bugMode})`, async () => {
        await page.getByTestId('waits-show-again').click();
        const message = page.getByTestId('waits-disappearing');
        await expect(message).toBeVisible();
        const gone = await expect(message)
          .toHaveCount(0, { timeout: 5000 })
          .then(() => true, () => false);
        expect(gone, `bug mode ${bugMode}`).toBe(!bugMode);
      });
      await test.step(`WEB-01 (bug mode ${bugMode}), allowing for a slow machine`, async () => {
        await page.getByTestId('dynamic-input-toggle').click();
        const enabledInTime = await expect(page.getByTestId('dynamic-input'))
          // The planted delay is a floor of 6 s; the clean 1 s has 4.5 s of room on a loaded machine.
          .toBeEnabled({ timeout: 5500 })
          .then(() => true, () => false);
        expect(enabledInTime, `bug mode ${bugMode}`).toBe(!bugMode);
      });
    });
    await reportAndExpectCredit(page, testInfo, 'WEB-07', { area: 'broken-media', title: 'Badge image has no alt', actual: 'The working badge image has no alt attribute.' });
    await reportAndExpectCredit(page, testInfo, 'WEB-08', { area: 'waits', title: 'Message never disappears', actual: 'This message disappears is still there after 5 seconds.' });
    await reportAndExpectCredit(page, testInfo, 'WEB-01', { area: 'dynamic-controls', title: 'Enable is slow', actual: 'The input was enabled only after 6 seconds instead of 1 second.' });
  });

  test('WEB-02: sorting by Salary ascending starts with the ten lowest amounts, in numeric order', async ({ page }, testInfo) => {
    const lowest = EMPLOYEES.map((e) => e.salary)
      .sort((a, b) => a - b)
      .slice(0, 10);
    await inBothModes(page, async (bugMode) => {
      await page.getByTestId('table-sort-salary').click();
      await expect(page.getByRole('columnheader', { name: 'Salary' })).toHaveAttribute('aria-sort', 'ascending');
      const salaries = await shownSalaries(page);
      expect(salaries.join() === lowest.join(), `bug mode ${bugMode}: ${salaries.join(', ')}`).toBe(!bugMode);
    });
    await reportAndExpectCredit(page, testInfo, 'WEB-02', { area: 'table-sorting', title: 'Salary sorts as text', actual: 'Sorting by salary puts $102,000 before $49,000.' });
  });

  test('WEB-03: the filter ignores case', async ({ page }, testInfo) => {
    await inBothModes(page, async (bugMode) => {
      const summary = page.getByTestId('table-summary');
      await page.getByTestId('table-filter').fill('ada');
      await expect(summary).not.toHaveText('Showing 1–10 of 45 employees');
      const found = await page.getByTestId('table-cell-name').allTextContents();
      expect(found.includes('Ada Lovelace'), `bug mode ${bugMode}`).toBe(!bugMode);
    });
    await reportAndExpectCredit(page, testInfo, 'WEB-03', { area: 'table-filter', title: 'Filter is case-sensitive', actual: 'Typing ada finds no rows: Ada Lovelace is missing.' });
  });

  test('WEB-04: the last page shows every row its summary counts', async ({ page }, testInfo) => {
    await inBothModes(page, async (bugMode) => {
      await page.getByTestId('table-page-5').click();
      await expect(page.getByTestId('table-summary')).toHaveText('Showing 41–45 of 45 employees');
      const names = await page.getByTestId('table-cell-name').allTextContents();
      expect(names.length === 5 && names[4] === EMPLOYEES[44].name, `bug mode ${bugMode}: ${names.join(', ')}`).toBe(!bugMode);
    });
    await reportAndExpectCredit(page, testInfo, 'WEB-04', { area: 'table-pages', title: 'Last page misses a row', actual: 'Page 5 shows 4 rows while the summary says 41–45 of 45.' });
  });
});

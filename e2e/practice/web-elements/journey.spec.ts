import { EMPLOYEES } from '../../../lib/practice/exercises/web-elements/employees';
import { expectNoA11yViolations } from '../../axe';
import { test, expect } from '../../fixtures';
import { PAID_STUDENT } from '../../helpers';
import { openExercise, watchForeignRequests } from '../helpers';
import { EXERCISE, shownSalaries } from './helpers';

// The Web Elements exercise (docs/practice/web-elements.md): each card's journey in clean mode on desktop
// and phone, the file upload/download/delete cycle, per-learner isolation and reset, axe, no foreign
// requests, and for each planted defect (WEB-01…08) one check that passes with bug mode off and fails on.
// This file: the clean-mode journeys, isolation and reset.

test.describe('Web Elements, clean mode', () => {
  test('dynamic controls, changing ids and waits behave as the task sheet says; nothing loads from another site', async ({ page, baseURL }) => {
    const foreign = watchForeignRequests(page, baseURL!);
    await openExercise(page, PAID_STUDENT, EXERCISE);
    await expect(page.getByRole('heading', { level: 2, name: 'Dynamic controls' })).toBeVisible();
    // Every card has loaded what it loads by itself (the feed's first batch, the file list, the images).
    await expect(page.getByTestId('feed-item')).toHaveCount(10);
    await expect(page.getByTestId('file-list-empty')).toBeVisible();
    await expectNoA11yViolations(page);

    // Dynamic controls: the checkbox goes and comes back, each time after a loading line.
    const checkbox = page.getByTestId('dynamic-checkbox');
    await checkbox.check();
    await page.getByTestId('dynamic-checkbox-toggle').click();
    await expect(page.getByTestId('dynamic-checkbox-loading')).toHaveText('Wait for it…');
    await expect(page.getByTestId('dynamic-checkbox-message')).toHaveText("It's gone!");
    await expect(checkbox).toHaveCount(0);
    await expect(page.getByTestId('dynamic-checkbox-loading')).toHaveCount(0);
    await expect(page.getByTestId('dynamic-checkbox-toggle')).toHaveText('Add');
    await page.getByTestId('dynamic-checkbox-toggle').click();
    await expect(page.getByTestId('dynamic-checkbox-message')).toHaveText("It's back!");
    await expect(page.getByRole('checkbox', { name: 'A checkbox' })).not.toBeChecked();

    // The input: disabled, enabled, typed into, disabled again.
    const input = page.getByLabel('Type here once enabled');
    await expect(input).toBeDisabled();
    await page.getByRole('button', { name: 'Enable', exact: true }).click();
    await expect(page.getByTestId('dynamic-input-loading')).toBeVisible();
    await expect(page.getByTestId('dynamic-input-message')).toHaveText("It's enabled!");
    await expect(input).toBeEnabled();
    await input.fill('typed while enabled');
    await page.getByRole('button', { name: 'Disable', exact: true }).click();
    await expect(page.getByTestId('dynamic-input-message')).toHaveText("It's disabled!");
    await expect(input).toBeDisabled();
    await expect(input).toHaveValue('typed while enabled');

    // Changing ids: an id read before a click names nothing after it; hooks and names still work.
    const save = page.getByTestId('changing-ids-save');
    const idBefore = (await save.getAttribute('id'))!;
    expect(idBefore).toMatch(/^btn-[0-9a-z]{7}$/);
    await save.click();
    await expect(page.getByTestId('changing-ids-result')).toHaveText('You clicked Save.');
    await expect(page.getByTestId('changing-ids-old-id')).toContainText(idBefore);
    await expect(save).not.toHaveAttribute('id', idBefore);
    await expect(page.locator(`#${idBefore}`)).toHaveCount(0);
    await page.getByLabel('Note').fill('ship it');
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(page.getByTestId('changing-ids-result')).toHaveText('You clicked Publish with the note "ship it".');

    // Waits: "Hello World!" is absent until it appears; the message disappears and can be shown again.
    await expect(page.getByTestId('waits-hello')).toHaveCount(0);
    await page.getByTestId('waits-start').click();
    await expect(page.getByTestId('waits-loading')).toBeVisible();
    await expect(page.getByTestId('waits-hello')).toHaveText('Hello World!');
    await expect(page.getByTestId('waits-loading')).toHaveCount(0);
    const disappearing = page.getByTestId('waits-disappearing');
    await expect(disappearing).toHaveCount(0);
    await page.getByTestId('waits-show-again').click();
    await expect(disappearing).toHaveText('This message disappears');
    await expect(disappearing).toHaveCount(0);

    await expectNoA11yViolations(page);
    expect(foreign).toEqual([]);
  });

  test('the table sorts by a header click, filters by text and department, and pages 5/10/20 at a time', async ({ page }) => {
    await openExercise(page, PAID_STUDENT, EXERCISE);
    const summary = page.getByTestId('table-summary');
    const rows = page.getByTestId('table-row');
    await expect(summary).toHaveText('Showing 1–10 of 45 employees');
    await expect(rows).toHaveCount(10);
    await expect(page.getByTestId('table-page-1')).toHaveAttribute('aria-current', 'page');
    await expect(page.getByTestId('table-page-prev')).toBeDisabled();

    // Salary ascending, then descending: numeric order, aria-sort on that header only.
    const salaryHeader = page.getByRole('columnheader', { name: 'Salary' });
    await page.getByTestId('table-sort-salary').click();
    await expect(salaryHeader).toHaveAttribute('aria-sort', 'ascending');
    await expect(page.getByRole('columnheader', { name: 'Name' })).not.toHaveAttribute('aria-sort');
    const allSalaries = EMPLOYEES.map((e) => e.salary).sort((a, b) => a - b);
    expect(await shownSalaries(page)).toEqual(allSalaries.slice(0, 10));
    await page.getByTestId('table-sort-salary').click();
    await expect(salaryHeader).toHaveAttribute('aria-sort', 'descending');
    expect(await shownSalaries(page)).toEqual([...allSalaries].reverse().slice(0, 10));
    await expectNoA11yViolations(page);

    // Text filter, ignoring case; then the department select narrows further.
    const qa = EMPLOYEES.filter((e) => /qa/i.test(`${e.name} ${e.role}`));
    await page.getByTestId('table-filter').fill('qa');
    await expect(summary).toHaveText(`Showing 1–${qa.length} of ${qa.length} employees`);
    for (const role of await page.getByTestId('table-cell-role').allTextContents()) expect(role).toMatch(/qa/i);
    await page.getByTestId('table-filter').fill('');
    await page.getByTestId('table-department').selectOption('Design');
    const design = EMPLOYEES.filter((e) => e.department === 'Design');
    await expect(summary).toHaveText(`Showing 1–${design.length} of ${design.length} employees`);
    await expect(page.getByTestId('table-cell-department')).toHaveText(design.map(() => 'Design'));
    await page.getByTestId('table-filter').fill('no such person');
    await expect(page.getByTestId('table-empty')).toHaveText('No employees match the filter.');
    await expect(summary).toHaveText('No employees match the filter.');
    await page.getByTestId('table-filter').fill('');
    await page.getByTestId('table-department').selectOption('all');

    // Page sizes: 5 gives nine pages; the last holds employees 41–45.
    await page.getByTestId('table-page-size').selectOption('5');
    await expect(page.getByTestId('table-pagination').getByRole('button', { name: /^Page \d+$/ })).toHaveCount(9);
    await page.getByRole('button', { name: 'Page 9', exact: true }).click();
    await expect(summary).toHaveText('Showing 41–45 of 45 employees');
    await expect(rows).toHaveCount(5);
    await expect(page.getByTestId('table-page-next')).toBeDisabled();
    await page.getByTestId('table-page-prev').click();
    await expect(summary).toHaveText('Showing 36–40 of 45 employees');
    await page.getByTestId('table-page-size').selectOption('20');
    await expect(summary).toHaveText('Showing 1–20 of 45 employees');
    await page.getByTestId('table-page-next').click();
    await page.getByTestId('table-page-next').click();
    await expect(summary).toHaveText('Showing 41–45 of 45 employees');
    await expect(rows).toHaveCount(5);
  });

  test('the infinite list loads ten more as its end scrolls into view or on "Load more", up to 50 and "No more items"', async ({ page, isMobile }) => {
    await openExercise(page, PAID_STUDENT, EXERCISE);
    const items = page.getByTestId('feed-item');
    await expect(items).toHaveCount(10);
    await expect(page.getByTestId('feed-count')).toHaveText('Showing 10 of 50 items');

    // Scrolling the list box to its end loads the next batch, once.
    await page.getByTestId('feed-sentinel').scrollIntoViewIfNeeded();
    await expect(page.getByTestId('feed-loading')).toBeVisible();
    await expect(items).toHaveCount(20);
    await expect(page.getByTestId('feed-loading')).toHaveCount(0);

    // "Load more": from the keyboard on desktop, a tap on the phone.
    const loadMore = page.getByTestId('feed-load-more');
    if (isMobile) await loadMore.click();
    else await loadMore.press('Enter');
    await expect(items).toHaveCount(30);
    await page.getByTestId('feed-sentinel').scrollIntoViewIfNeeded();
    await expect(items).toHaveCount(40);
    await page.getByTestId('feed-sentinel').scrollIntoViewIfNeeded();
    await expect(items).toHaveCount(50);
    await expect(page.getByTestId('feed-end')).toHaveText('No more items');
    await expect(loadMore).toBeDisabled();
    const ids = await items.evaluateAll((nodes) => nodes.map((node) => Number(node.getAttribute('data-item-id'))));
    expect(ids).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    await expect(items.last()).toContainText('Item 50');
    await expectNoA11yViolations(page);
  });

  test('two images load and two are broken (all with alt text); links answer their stated statuses', async ({ page }) => {
    await openExercise(page, PAID_STUDENT, EXERCISE);
    const expected: Record<string, boolean> = { badge: true, chart: true, team: false, map: false };
    for (const [key, loads] of Object.entries(expected)) {
      const image = page.getByTestId(`media-image-${key}`);
      await image.scrollIntoViewIfNeeded();
      await expect.poll(() => image.evaluate((img) => (img as HTMLImageElement).complete)).toBe(true);
      const width = await image.evaluate((img) => (img as HTMLImageElement).naturalWidth);
      expect(width > 0, `${key} loads`).toBe(loads);
      await expect(image).toHaveAttribute('alt', /\w{5,}/);
    }

    const statuses: Record<string, number> = {
      overview: 200,
      reports: 200,
      handbook: 404,
      archive: 410,
      coffee: 418,
      'status-board': 503,
      'release-notes': 404,
    };
    for (const [key, status] of Object.entries(statuses)) {
      const href = await page.getByTestId(`media-link-${key}`).getAttribute('href');
      expect(href, key).toMatch(/^\//);
      const reply = await page.request.get(href!, { maxRedirects: 0 });
      expect(reply.status(), `${key} → ${href}`).toBe(status);
    }
    // Following a broken link shows its JSON answer.
    const [response] = await Promise.all([page.waitForResponse('**/status/418'), page.getByRole('link', { name: 'Coffee machine' }).click()]);
    expect(response.status()).toBe(418);
    expect(await response.json()).toMatchObject({ status: 418, title: "I'm a teapot" });
  });
});

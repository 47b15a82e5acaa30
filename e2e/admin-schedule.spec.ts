import { expect, test, type Locator, type Page, type TestInfo } from './fixtures';
import { SCHEDULE_MSG } from '../lib/messages';
import { expectNoA11yViolations } from './axe';
import { holdListReads, logInAsAdmin, openAdminPage } from './admin-helpers';
import { expectPath } from './helpers';

// Every batch this spec creates has an id of its own (E2E-…), so the clean-up only ever deletes those:
// public-home.spec.ts counts the seeded rows. Its course is picked from the catalogue (a seeded course).
const PAGE = '/admin/course-schedule';

const COLUMN_TITLES = ['ID', 'Course Name', 'Start Date', 'Weekdays', 'Demo Date', 'Duration', 'Time', 'Fee'];

function uniqueBatch(testInfo: TestInfo) {
  return {
    courseId: `E2E-${testInfo.project.name.slice(0, 1).toUpperCase()}${Date.now().toString(36).slice(-5).toUpperCase()}`,
    name: 'Automation Testing',
    startDate: '2027-06-07',
    weekdays: 'Mon, Thu',
    demoDate: '2027-06-02',
    duration: '10 weeks',
    time: '6:00 PM - 8:00 PM EST',
    fee: '450',
  };
}
type Batch = ReturnType<typeof uniqueBatch>;

async function openSchedulePage(page: Page) {
  await openAdminPage(page, 'Course Schedule', PAGE);
  await expect(page.getByTestId('admin-schedule-table')).toBeVisible();
}

async function openAddDialog(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Add New Course Schedule' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Course Schedule' });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function fillBatch(dialog: Locator, batch: Batch) {
  await dialog.getByLabel('Course Id').fill(batch.courseId);
  await dialog.getByLabel('Course Name').selectOption({ label: batch.name });
  await dialog.getByLabel('Start Date').fill(batch.startDate);
  await dialog.getByLabel('Weekdays').fill(batch.weekdays);
  await dialog.getByLabel('Demo Date').fill(batch.demoDate);
  await dialog.getByLabel('Duration').fill(batch.duration);
  await dialog.getByLabel('Time').fill(batch.time);
  await dialog.getByLabel('Fee').fill(batch.fee);
}

/** The cells of a batch's row, in column order, as the table shows them. */
function expectedCells(batch: Batch) {
  return [batch.courseId, batch.name, batch.startDate, batch.weekdays, batch.demoDate, batch.duration, batch.time, `$${batch.fee}`];
}

/** Deletes (through the API) whatever this test created, even when it failed half-way. */
async function removeBatches(page: Page, projectId: string) {
  const { data } = (await (await page.request.get('/api/schedule')).json()) as { data: { id: number; Project_id: string }[] };
  for (const row of data.filter((current) => current.Project_id === projectId)) {
    await page.request.delete('/api/schedule', { data: { course_id: row.id } });
  }
}

test.describe('admin course schedule', () => {
  test('an added batch shows in the table and on the home page; deleting it removes it from both', { tag: '@phone' }, async ({ page }, testInfo) => {
    const batch = uniqueBatch(testInfo);
    await openSchedulePage(page);
    const table = page.getByTestId('admin-schedule-table');
    await expect(table.getByRole('columnheader')).toHaveText([...COLUMN_TITLES, 'Actions']);
    // The table scrolls inside its own box: the page itself never gets wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
    await expectNoA11yViolations(page);

    try {
      const dialog = await openAddDialog(page);
      await fillBatch(dialog, batch);
      await dialog.getByRole('button', { name: 'Add Course Schedule' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByTestId('notice-banner')).toContainText(`Added the ${batch.name} batch`);

      const adminRow = table.getByTestId('admin-schedule-row').filter({ hasText: batch.courseId });
      await expect(adminRow.locator('th, td')).toHaveText([...expectedCells(batch), /Delete/]);

      // The public home page shows it on the very next view.
      await page.goto('/');
      const homeRow = page.getByTestId('schedule-table').getByTestId('schedule-row').filter({ hasText: batch.courseId });
      // The batch names a catalogue course, so its row ends with the Enrol action (docs/product.md#home-page).
      await expect(homeRow.locator('th, td')).toHaveText([...expectedCells(batch), 'Enrol']);

      await page.goto(PAGE);
      await expect(adminRow).toHaveCount(1);
      const deleteButton = adminRow.getByRole('button', { name: `Delete ${batch.name} (${batch.courseId})` });
      // Dismissing the confirmation keeps the row.
      page.once('dialog', (confirm) => void confirm.dismiss());
      await deleteButton.click();
      await page.reload();
      await expect(adminRow).toHaveCount(1);

      let prompt = '';
      page.once('dialog', (confirm) => {
        prompt = confirm.message();
        void confirm.accept();
      });
      await deleteButton.click();
      await expect(adminRow).toHaveCount(0);
      expect(prompt).toContain('Are you sure you want to delete this course schedule?');
      expect(prompt).toContain(batch.name);
      await expect(page.getByTestId('notice-banner')).toContainText(`Deleted the ${batch.name} batch`);

      await page.goto('/');
      await expect(page.getByTestId('schedule-table').getByTestId('schedule-row').first()).toBeVisible();
      await expect(page.getByTestId('schedule-row').filter({ hasText: batch.courseId })).toHaveCount(0);
    } finally {
      await removeBatches(page, batch.courseId);
    }
  });

  test('submitting the empty form shows every field’s message', async ({ page }) => {
    await logInAsAdmin(page);
    await page.goto(PAGE);
    await expect(page.getByTestId('admin-schedule-row').first()).toBeVisible();
    const before = await page.getByTestId('admin-schedule-row').count();

    const dialog = await openAddDialog(page);
    await dialog.getByRole('button', { name: 'Add Course Schedule' }).click();
    const messages: [string, string][] = [
      ['Course Id', SCHEDULE_MSG.courseId],
      ['Course Name', SCHEDULE_MSG.courseName],
      ['Start Date', SCHEDULE_MSG.startDate],
      ['Weekdays', SCHEDULE_MSG.weekdays],
      ['Demo Date', SCHEDULE_MSG.demoDate],
      ['Duration', SCHEDULE_MSG.duration],
      ['Time', SCHEDULE_MSG.time],
      ['Fee', SCHEDULE_MSG.fee],
    ];
    for (const [label, message] of messages) {
      const field = dialog.getByLabel(label);
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAccessibleDescription(message);
      await expect(dialog.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(dialog.getByLabel('Course Id')).toBeFocused();
    await expectNoA11yViolations(page);

    // A fixed field loses its message as it changes; a fee that is not a number gets its own.
    await dialog.getByLabel('Course Id').fill('QA-900');
    await expect(dialog.getByText(SCHEDULE_MSG.courseId, { exact: true })).toBeHidden();
    await dialog.getByLabel('Fee').fill('ten');
    await expect(dialog.getByText(SCHEDULE_MSG.feeNumber, { exact: true })).toBeVisible();

    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('admin-schedule-row')).toHaveCount(before);
    // A new opening starts from an empty form.
    const reopened = await openAddDialog(page);
    await expect(reopened.getByLabel('Course Id')).toHaveValue('');
    await page.keyboard.press('Escape');
    await expect(reopened).toBeHidden();
  });

  // The list's states read the same on any screen: desktop only.
  test('loading, empty and failed reads show their messages', { tag: '@desktop' }, async ({ page }) => {
    await logInAsAdmin(page);
    // What the held GET answers; each step below changes it.
    const reads = await holdListReads(page, '**/api/schedule', { json: { data: [] } });

    await page.goto(PAGE);
    await expect(page.getByTestId('schedule-loading')).toHaveText('Please wait to load data...');
    reads.release();
    await expect(page.getByTestId('schedule-empty')).toHaveText('There is no course time table ...');

    reads.answerWith({ status: 500, json: { message: 'Something went wrong. Please try again later.' } });
    await page.reload();
    await expect(page.getByTestId('schedule-error')).toContainText('Failed to fetch the course schedule. Please try again.');

    reads.answerWith({ json: { rows: [] } });
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByTestId('schedule-error')).toContainText('No data available.');

    await page.unroute('**/api/schedule');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByTestId('admin-schedule-row').first()).toBeVisible();
  });

  test('a session that ended logs the admin out on the next change', { tag: '@desktop' }, async ({ page, context }, testInfo) => {
    const batch = uniqueBatch(testInfo);
    await logInAsAdmin(page);
    await page.goto(PAGE);
    await expect(page.getByTestId('admin-schedule-row').first()).toBeVisible();
    const dialog = await openAddDialog(page);
    await fillBatch(dialog, batch);
    // The session cookie is gone (expired, or logged out in another tab): the API answers 401.
    await context.clearCookies();
    await dialog.getByRole('button', { name: 'Add Course Schedule' }).click();
    await expectPath(page, '/login');
    const { data } = (await (await page.request.get('/api/schedule')).json()) as { data: { Project_id: string }[] };
    expect(data.some((row) => row.Project_id === batch.courseId)).toBe(false);
  });
});

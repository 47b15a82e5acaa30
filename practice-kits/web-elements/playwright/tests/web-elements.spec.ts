import { expect, test, type Page } from '@playwright/test';
import { WebElementsPage } from '../pages/web-elements-page';

// Web Elements v1, as its task sheet describes it. The tests share one logged-in page, opened once.
let page: Page;
let lab: WebElementsPage;

test.beforeAll(async ({ browser }) => {
  page = await browser.newPage();
  lab = new WebElementsPage(page);
  await lab.start();
});

test.afterAll(async () => {
  // No page when the browser never started: let its own error ("Executable doesn't exist", "no browser found") stand alone.
  await page?.close();
});

test('the table sorts by salary in numeric order', async () => {
  await lab.sortBySalary();
  const salaries = await lab.shownSalaries();
  expect(salaries).toHaveLength(10);
  expect(salaries).toEqual([...salaries].sort((a, b) => a - b));
});

test('the table filter ignores case', async () => {
  await lab.filter('qa');
  await expect(lab.tableSummary).not.toHaveText('Showing 1–10 of 45 employees');
  const rows = await lab.shownNamesAndRoles();
  expect(rows.length).toBeGreaterThan(0);
  for (const row of rows) expect(row).toMatch(/qa/i);
  await lab.filter('');
  await expect(lab.tableSummary).toHaveText('Showing 1–10 of 45 employees');
});

test('the infinite list: "Load more" adds ten items at a time, each item once', async () => {
  const more = page.getByTestId('feed-load-more');
  await more.click();
  await expect(lab.feedItems).toHaveCount(20);
  await more.click();
  await expect(lab.feedItems).toHaveCount(30);
  await expect(page.getByTestId('feed-count')).toHaveText('Showing 30 of 50 items');
  const ids = await lab.feedItems.evaluateAll((items) => items.map((item) => item.getAttribute('data-item-id')));
  expect(new Set(ids).size).toBe(30);
});

test('dynamic controls: Remove takes the checkbox away; Enable enables the input, which then takes text', async () => {
  await lab.checkboxToggle.click();
  await expect(lab.checkboxMessage).toHaveText("It's gone!");
  await expect(page.getByRole('checkbox', { name: 'A checkbox' })).toHaveCount(0);

  await expect(lab.input).toBeDisabled();
  await lab.pressInputButton('Enable');
  // The task sheet: enabled about one second after the click.
  await expect(lab.inputMessage).toHaveText("It's enabled!", { timeout: 3_000 });
  await expect(lab.input).toBeEnabled();
  await lab.input.fill('typed while enabled');
  await expect(lab.input).toHaveValue('typed while enabled');
});

test('waits: "This message disappears" appears on "Show again" and goes by itself', async () => {
  await page.getByTestId('waits-show-again').click();
  const message = page.getByTestId('waits-disappearing');
  await expect(message).toHaveText('This message disappears');
  await expect(message).toHaveCount(0);
});

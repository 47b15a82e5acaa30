import { expect, test, type Page } from '@playwright/test';
import { MouseActionPage } from '../pages/mouse-action-page';

// Mouse Action v1, as its task sheet describes it. The tests share one logged-in page, opened once, and the
// board they change: each test starts from the board the one before left.
let page: Page;
let lab: MouseActionPage;

test.beforeAll(async ({ browser }) => {
  page = await browser.newPage();
  lab = new MouseActionPage(page);
  await lab.start();
  await expect(lab.titlesIn('backlog')).toHaveText(['Login form', 'Search filter', 'Cart total is wrong', 'Export to CSV']);
});

test.afterAll(async () => {
  // No page when the browser never started: let its own error ("Executable doesn't exist", "no browser found") stand alone.
  await page?.close();
});

test('"Move to" sends a bug card to Bugs', async () => {
  await lab.moveWithButtons('cart-bug', 'bugs');
  await expect(lab.titlesIn('bugs')).toHaveText(['Cart total is wrong']);
  await expect(lab.status).toHaveText('"Cart total is wrong" moved to Bugs, position 1.');
  await expect(lab.titlesIn('backlog')).toHaveText(['Login form', 'Search filter', 'Export to CSV']);
});

test('Up moves a card one place up in its list', async () => {
  await page.getByTestId('card-export-up').click();
  await expect(lab.status).toHaveText('"Export to CSV" moved to Backlog, position 2.');
  expect(await lab.titlesIn('backlog').allTextContents()).toEqual(['Login form', 'Export to CSV', 'Search filter']);
});

test("a card dragged from its centre to a list's dashed slot goes last", async () => {
  await lab.dragLoginToTheEndOfSprint();
  await expect(lab.status).toHaveText('"Login form" moved to Sprint, position 3.');
  await expect(lab.titlesIn('sprint')).toHaveText(['Profile photo', 'Date picker skips a day', 'Login form']);
  await expect(lab.titlesIn('backlog')).toHaveText(['Export to CSV', 'Search filter']);
});

test('a card dragged onto a card of another list takes its place', async () => {
  await lab.drag('search', 'profile');
  await expect(lab.status).toHaveText('"Search filter" moved to Sprint, position 1.');
  await expect(lab.titlesIn('sprint')).toHaveText(['Search filter', 'Profile photo', 'Date picker skips a day', 'Login form']);
});

test('the double-click box counts one double-click as one', async () => {
  const count = page.getByTestId('dblclick-count');
  await expect(count).toHaveText('Double-clicked 0 times');
  await page.getByTestId('dblclick-target').dblclick();
  await expect(count).not.toHaveText('Double-clicked 0 times');
  expect(await count.textContent()).toBe('Double-clicked 1 time');
});

test('the slider shows its value, from the keyboard too', async () => {
  const slider = page.getByTestId('slider');
  const output = page.getByTestId('slider-value');
  await expect(output).toHaveText('50');
  await slider.press('End');
  await expect(slider).toHaveValue('100');
  expect(await output.textContent()).toBe('100');
});

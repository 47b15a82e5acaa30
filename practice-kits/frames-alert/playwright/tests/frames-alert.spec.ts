import { expect, test, type Page } from '@playwright/test';
import { FramesAlertPage } from '../pages/frames-alert-page';

// Frames & Alert v1, as its task sheet describes it. The tests share one logged-in page, opened once.
let page: Page;
let lab: FramesAlertPage;

test.beforeAll(async ({ browser }) => {
  page = await browser.newPage();
  lab = new FramesAlertPage(page);
  await lab.start();
});

test.afterAll(async () => {
  // No page when the browser never started: let its own error ("Executable doesn't exist", "no browser found") stand alone.
  await page?.close();
});

test('the form in the iframe takes a message and tells the page', async () => {
  const frame = lab.formFrame();
  await frame.getByTestId('frame-form-name').fill('Ann Tester');
  await frame.getByTestId('frame-form-email').fill('ann@example.com');
  await frame.getByTestId('frame-form-topic').selectOption('Test automation');
  await frame.getByTestId('frame-form-submit').click();
  await expect(frame.getByTestId('frame-form-result')).toHaveText('Thank you, Ann Tester! Your message about Test automation was received.');
  await expect(frame.getByTestId('frame-form-count')).toHaveText('Submissions: 1');
  await expect(page.getByTestId('frame-parent-result')).toHaveText(
    'Message from the frame: Ann Tester (ann@example.com) asked about Test automation. Submissions: 1',
  );
});

test('nested frames: each inner button counts in its own frame', async () => {
  const left = lab.innerFrame('left');
  const right = lab.innerFrame('right');
  await left.getByTestId('left-frame-button').click();
  await expect(left.getByTestId('left-frame-count')).toHaveText('Left clicks: 1');
  await right.getByTestId('right-frame-button').click();
  await expect(right.getByTestId('right-frame-count')).toHaveText('Right clicks: 1');
  await expect(left.getByTestId('left-frame-count')).toHaveText('Left clicks: 1');
});

test('confirm and prompt: the page says how each was answered', async () => {
  const result = page.getByTestId('dialog-result');
  expect(await lab.answerDialog('show-confirm', { accept: false })).toBe('Do you want to continue?');
  await expect(result).not.toHaveText('No dialog answered yet.');
  expect(await result.textContent()).toBe('You pressed Cancel');
  expect(await lab.answerDialog('show-prompt', { accept: true, text: 'Ann' })).toBe('What is your name?');
  await expect(result).not.toHaveText('You pressed Cancel');
  expect(await result.textContent()).toBe('You entered: Ann');
});

test('a new window: its own page, and a message back to the exercise', async () => {
  const opened = page.waitForEvent('popup');
  await page.getByTestId('open-new-window').click();
  const popup = await opened;
  await expect(popup.getByRole('heading', { level: 1 })).toHaveText('New window');
  await popup.getByTestId('new-window-send').click();
  await expect(page.getByTestId('window-message')).toHaveText('Message from the new window: Hello from the new window');
  // The button closes its own window, and the click can end with the window already gone: that is the outcome
  // asked for, so the click fails the test only if the window is still open.
  const closed = popup.waitForEvent('close');
  await popup
    .getByTestId('new-window-close')
    .click()
    .catch((error: unknown) => {
      if (!popup.isClosed()) throw error;
    });
  await closed;
});

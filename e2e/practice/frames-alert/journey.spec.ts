import { expect, test } from '../../fixtures';
import { expectNoA11yViolations } from '../../axe';
import { PAID_STUDENT, UNPAID_STUDENT } from '../../helpers';
import { openExercise, watchForeignRequests } from '../helpers';
import { EXERCISE, FRAMES, TEXT, press, formFrame, outerFrame, innerFrame, waitForParts, openFramesAlert, submitFrameForm, secondBrowser } from './helpers';

// Frames & Alert v1 (docs/practice/frames-alert.md): an iframe with a form, nested frames, a new tab and a
// new window, alert/confirm/prompt, open and closed shadow roots, a modal dialog. Journeys in clean mode on
// desktop and on a phone (taps instead of clicks; keyboard-only steps on desktop), per-learner isolation and
// reset of the frame form's submissions, and one test per planted defect (present with bug mode on, absent
// with it off). Only the hooks and texts of the task sheet are used.
// This file: the clean-mode journeys, isolation and reset.

test.describe('Frames & Alert: journeys in clean mode', { tag: '@phone' }, () => {
  test('frame form: field messages, a valid submission shown in the frame and on the page; axe clean; nothing from other sites', async ({ page, baseURL }, testInfo) => {
    const foreign = watchForeignRequests(page, baseURL!);
    await openFramesAlert(page);
    await expectNoA11yViolations(page);

    const frame = formFrame(page);
    await expect(frame.getByTestId('frame-form-count')).toHaveText('Submissions: 0');
    await press(frame.getByTestId('frame-form-submit'), testInfo);
    await expect(frame.locator('#frame-name-error')).toHaveText('Enter your name.');
    await expect(frame.locator('#frame-email-error')).toHaveText('Enter your email address.');
    await expect(frame.locator('#frame-topic-error')).toHaveText('Choose a topic.');
    await expect(frame.getByTestId('frame-form-name')).toHaveAttribute('aria-invalid', 'true');

    await submitFrameForm(frame, { name: 'Ann Tester', email: 'ann@example', topic: 'Test automation' }, testInfo);
    await expect(frame.locator('#frame-email-error')).toHaveText(TEXT.emailInvalid);
    await expect(frame.locator('#frame-name-error')).toHaveCount(0);
    await expect(frame.getByTestId('frame-form-count')).toHaveText('Submissions: 0');
    await expect(page.getByTestId('frame-parent-result')).toHaveText('No message from the frame yet.');

    await frame.getByTestId('frame-form-email').fill('ann@example.com');
    await press(frame.getByTestId('frame-form-submit'), testInfo);
    await expect(frame.getByTestId('frame-form-result')).toHaveText('Thank you, Ann Tester! Your message about Test automation was received.');
    await expect(frame.getByTestId('frame-form-count')).toHaveText('Submissions: 1');
    await expect(frame.getByTestId('frame-form-entry')).toHaveText(['Ann Tester (ann@example.com): Test automation']);
    await expect(frame.getByTestId('frame-form-name')).toHaveValue('');
    await expect(frame.locator('#frame-email-error')).toHaveCount(0);
    await expect(page.getByTestId('frame-parent-result')).toHaveText(
      'Message from the frame: Ann Tester (ann@example.com) asked about Test automation. Submissions: 1',
    );
    await expectNoA11yViolations(page);

    // The frame is a page of its own: the form lives in the frame's document, not in the main one.
    expect(page.frame({ name: 'form-frame' })?.url()).toContain(`${FRAMES}/frame/form`);
    await expect(page.getByTestId('frame-form-name')).toHaveCount(0);
    expect(foreign).toEqual([]);
  });

  // Desktop only (playwright.config.ts schedules @desktop tests on one project): isolation and reset are kept by the server, the same on every device; the phone runs the form journey above
  test('frame form submissions are per learner, stay after a reload, and "Reset my practice data" clears them', { tag: '@desktop' }, async ({ page, browser }, testInfo) => {
    await openFramesAlert(page, PAID_STUDENT);
    const frame = formFrame(page);
    await submitFrameForm(frame, { name: 'Priya', email: 'priya@example.com', topic: 'Manual testing' }, testInfo);
    await expect(frame.getByTestId('frame-form-count')).toHaveText('Submissions: 1');
    await submitFrameForm(frame, { name: 'Priya', email: 'priya@example.com', topic: 'API testing' }, testInfo);
    await expect(frame.getByTestId('frame-form-count')).toHaveText('Submissions: 2');

    const other = await secondBrowser(browser, page, testInfo);
    try {
      await openFramesAlert(other, UNPAID_STUDENT);
      await expect(formFrame(other).getByTestId('frame-form-count')).toHaveText('Submissions: 0');
      await expect(formFrame(other).getByTestId('frame-form-entry')).toHaveCount(0);
      await submitFrameForm(formFrame(other), { name: 'Marcus', email: 'marcus@example.com', topic: 'Test automation' }, testInfo);
      await expect(formFrame(other).getByTestId('frame-form-count')).toHaveText('Submissions: 1');
    } finally {
      await other.context().close();
    }

    await page.reload();
    await waitForParts(page);
    await expect(frame.getByTestId('frame-form-count')).toHaveText('Submissions: 2');
    await expect(frame.getByTestId('frame-form-entry')).toHaveText(['Priya (priya@example.com): Manual testing', 'Priya (priya@example.com): API testing']);

    await press(page.getByTestId('reset-practice-data'), testInfo);
    await press(page.getByTestId('reset-practice-confirm'), testInfo);
    await expect(page.getByTestId('practice-controls-status')).toHaveText('Your practice data is back to its start state.');
    await expect(frame.getByTestId('frame-form-count')).toHaveText('Submissions: 0');
    await expect(frame.getByTestId('frame-form-entry')).toHaveCount(0);
  });

  test('nested frames: each inner button counts in its own frame', async ({ page }, testInfo) => {
    await openFramesAlert(page);
    await expect(outerFrame(page).getByTestId('outer-frame-text')).toHaveText('I am the outer frame. The buttons are in the two frames inside me.');
    const left = innerFrame(page, 'left');
    const right = innerFrame(page, 'right');
    await expect(left.getByTestId('left-frame-text')).toHaveText('I am the left frame.');
    await expect(right.getByTestId('right-frame-text')).toHaveText('I am the right frame.');

    await press(left.getByTestId('left-frame-button'), testInfo);
    await expect(left.getByTestId('left-frame-count')).toHaveText('Left clicks: 1');
    await expect(right.getByTestId('right-frame-count')).toHaveText('Right clicks: 0');
    await press(right.getByTestId('right-frame-button'), testInfo);
    await press(right.getByTestId('right-frame-button'), testInfo);
    await expect(right.getByTestId('right-frame-count')).toHaveText('Right clicks: 2');
    await expect(left.getByTestId('left-frame-count')).toHaveText('Left clicks: 1');

    // The frame tree as Playwright sees it: main page → outer frame → left and right.
    const outer = page.frame({ name: 'nested-frame' });
    expect(outer?.childFrames().map((child) => child.name()).sort()).toEqual(['left', 'right']);
    expect(outer?.childFrames().every((child) => child.childFrames().length === 0)).toBe(true);
  });

  test('a new tab and a new window: their pages, the message back from the window, closing it', async ({ page }, testInfo) => {
    await openFramesAlert(page);
    const tabOpened = page.context().waitForEvent('page');
    await press(page.getByTestId('open-new-tab'), testInfo);
    const tab = await tabOpened;
    await expect(tab.getByTestId('new-tab-heading')).toHaveText('New tab');
    await expect(tab).toHaveTitle('New tab · QA Academy');
    expect(await tab.evaluate(() => window.opener)).toBeNull();
    await expectNoA11yViolations(tab);
    await tab.close();

    const popupOpened = page.waitForEvent('popup');
    await press(page.getByTestId('open-new-window'), testInfo);
    const popup = await popupOpened;
    await expect(popup.getByTestId('new-window-heading')).toHaveText('New window');
    await expect(popup).toHaveURL((url) => url.pathname === `${FRAMES}/window/popup`);
    await expect(page.getByTestId('window-message')).toHaveText('The new window is open.');
    await press(popup.getByTestId('new-window-send'), testInfo);
    await expect(popup.getByTestId('new-window-status')).toHaveText('Message sent to the exercise page.');
    await expect(page.getByTestId('window-message')).toHaveText('Message from the new window: Hello from the new window');
    await expectNoA11yViolations(popup);

    // The button closes its own window: a tap can end with its page already gone, which is the outcome asked for, so
    // the press fails the test only if the window is still open.
    const closed = popup.waitForEvent('close');
    await press(popup.getByTestId('new-window-close'), testInfo).catch((error: unknown) => {
      if (!popup.isClosed()) throw error;
    });
    await closed;
    expect(page.context().pages()).toHaveLength(1);
  });

  // Desktop only (playwright.config.ts schedules @desktop tests on one project): server behaviour of the bare pages, the same on every device
  test('the bare frame and window pages: no portal layout, framing allowed for our own origin only, a visitor goes to /login', { tag: '@desktop' }, async ({ page, browser }) => {
    await openExercise(page, PAID_STUDENT, EXERCISE);
    const response = await page.goto(`${FRAMES}/frame/form`);
    expect(response?.headers()['x-frame-options']).toBe('SAMEORIGIN');
    expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'self'");
    await expect(page.getByRole('heading', { level: 1, name: 'Contact form' })).toBeVisible();
    await expect(page).toHaveTitle('Form frame · QA Academy');
    await expect(page.getByRole('navigation')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Back to Practice' })).toHaveCount(0);
    await expect(page.getByTestId('frame-form-count')).toHaveText('Submissions: 0');

    // Opened without an opener (typed in, bookmarked), the window page says it cannot send.
    await page.goto(`${FRAMES}/window/popup`);
    await page.getByTestId('new-window-send').click();
    await expect(page.getByTestId('new-window-status')).toHaveText('This window has no opener: open it with "Open a new window" on the exercise page.');

    const visitor = await browser.newContext({ baseURL: new URL(page.url()).origin });
    try {
      const stranger = await visitor.newPage();
      for (const path of ['frame/form', 'window/popup']) {
        await stranger.goto(`${FRAMES}/${path}`);
        await expect(stranger).toHaveURL((url) => url.pathname === '/login');
      }
    } finally {
      await visitor.close();
    }
  });
});

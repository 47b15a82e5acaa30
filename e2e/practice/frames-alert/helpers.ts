import { expect, type Browser, type Dialog, type FrameLocator, type Locator, type Page, type TestInfo } from '../../fixtures';
import { PAID_STUDENT } from '../../helpers';
import { openExercise, type Learner } from '../helpers';

// Steps and data the Frames & Alert specs share (journey.spec.ts, defects.spec.ts).

export const EXERCISE = 'frames-alert';
export const FRAMES = '/student/practice/frames-alert/v1';
export const TEXT = {
  alert: 'This is an alert from the practice lab.',
  confirm: 'Do you want to continue?',
  prompt: 'What is your name?',
  delayed: 'This alert waited 2 seconds.',
  emailInvalid: 'Enter a valid email address, such as name@example.com.',
};

export const isMobile = (testInfo: TestInfo) => testInfo.project.name === 'mobile';

/** A tap on a phone, a click on a desktop: the same control either way. */
export function press(locator: Locator, testInfo: TestInfo): Promise<void> {
  return isMobile(testInfo) ? locator.tap() : locator.click();
}

export const formFrame = (page: Page): FrameLocator => page.getByTestId('form-frame').contentFrame();
export const outerFrame = (page: Page): FrameLocator => page.getByTestId('nested-frame').contentFrame();
export const innerFrame = (page: Page, side: 'left' | 'right'): FrameLocator => outerFrame(page).getByTestId(`${side}-frame`).contentFrame();

/** Every frame has loaded and answers (its controls are enabled once hydrated), and the custom elements are defined. */
export async function waitForParts(page: Page): Promise<void> {
  await expect(formFrame(page).getByTestId('frame-form-count')).toHaveText(/^Submissions: \d+$/);
  await expect(formFrame(page).getByTestId('frame-form-submit')).toBeEnabled();
  await expect(innerFrame(page, 'left').getByTestId('left-frame-button')).toBeEnabled();
  await expect(innerFrame(page, 'right').getByTestId('right-frame-button')).toBeEnabled();
  await expect(page.getByTestId('open-shadow-output')).toHaveText('No greeting yet.');
}

export async function openFramesAlert(page: Page, who: Learner = PAID_STUDENT, bugMode = false): Promise<void> {
  await openExercise(page, who, EXERCISE, { bugMode });
  await waitForParts(page);
}

/** Registers a one-time answer for the next browser dialog, presses the button, and resolves with what the dialog was. */
export async function answerNextDialog(page: Page, button: Locator, testInfo: TestInfo, answer: (dialog: Dialog) => Promise<void>) {
  const seen = new Promise<{ type: string; message: string; defaultValue: string }>((resolve) => {
    page.once('dialog', (dialog) => {
      resolve({ type: dialog.type(), message: dialog.message(), defaultValue: dialog.defaultValue() });
      void answer(dialog);
    });
  });
  await press(button, testInfo);
  return seen;
}

export async function submitFrameForm(frame: FrameLocator, values: { name: string; email: string; topic: string }, testInfo: TestInfo) {
  await frame.getByTestId('frame-form-name').fill(values.name);
  await frame.getByTestId('frame-form-email').fill(values.email);
  await frame.getByTestId('frame-form-topic').selectOption(values.topic);
  await press(frame.getByTestId('frame-form-submit'), testInfo);
}

/** A second learner in a browser of their own, on the same kind of device as the test's. */
export async function secondBrowser(browser: Browser, page: Page, testInfo: TestInfo): Promise<Page> {
  const { viewport, userAgent, deviceScaleFactor, isMobile: mobile, hasTouch } = testInfo.project.use;
  const context = await browser.newContext({ viewport, userAgent, deviceScaleFactor, isMobile: mobile, hasTouch, baseURL: new URL(page.url()).origin });
  return context.newPage();
}

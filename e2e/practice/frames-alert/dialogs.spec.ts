import { expect, test } from '../../fixtures';
import { expectNoA11yViolations } from '../../axe';
import { TEXT, isMobile, press, openFramesAlert, answerNextDialog } from './helpers';

// Frames & Alert v1 (docs/practice/frames-alert.md): an iframe with a form, nested frames, a new tab and a
// new window, alert/confirm/prompt, open and closed shadow roots, a modal dialog. Journeys in clean mode on
// desktop and on a phone (taps instead of clicks; keyboard-only steps on desktop), per-learner isolation and
// reset of the frame form's submissions, and one test per planted defect (present with bug mode on, absent
// with it off). Only the hooks and texts of the task sheet are used.
// This file: the clean-mode journeys, isolation and reset.
// This file: the JavaScript dialogs, the shadow roots and the modal dialog, by keyboard and by touch.

test.describe('Frames & Alert: journeys in clean mode: dialogs and shadow DOM', () => {

  test('alert, confirm, prompt and the delayed alert: the dialogs and what the page makes of each answer', async ({ page }, testInfo) => {
    await openFramesAlert(page);
    const result = page.getByTestId('dialog-result');
    await expect(result).toHaveText('No dialog answered yet.');

    expect(await answerNextDialog(page, page.getByTestId('show-alert'), testInfo, (d) => d.accept())).toEqual({ type: 'alert', message: TEXT.alert, defaultValue: '' });
    await expect(result).toHaveText('You accepted the alert');

    expect(await answerNextDialog(page, page.getByTestId('show-confirm'), testInfo, (d) => d.accept())).toMatchObject({ type: 'confirm', message: TEXT.confirm });
    await expect(result).toHaveText('You pressed OK');
    await answerNextDialog(page, page.getByTestId('show-confirm'), testInfo, (d) => d.dismiss());
    await expect(result).toHaveText('You pressed Cancel');

    expect(await answerNextDialog(page, page.getByTestId('show-prompt'), testInfo, (d) => d.accept('Ann <b>"Tester"</b>'))).toEqual({
      type: 'prompt',
      message: TEXT.prompt,
      defaultValue: '',
    });
    await expect(result).toHaveText('You entered: Ann <b>"Tester"</b>');
    await answerNextDialog(page, page.getByTestId('show-prompt'), testInfo, (d) => d.accept(''));
    await expect(result).toHaveText('You entered nothing');
    await answerNextDialog(page, page.getByTestId('show-prompt'), testInfo, (d) => d.dismiss());
    await expect(result).toHaveText('You cancelled the prompt');

    // The delayed alert: the page says it is waiting, the button is disabled, then the alert comes.
    const delayed = answerNextDialog(page, page.getByTestId('show-delayed-alert'), testInfo, (d) => d.accept());
    await expect(result).toHaveText('The delayed alert opens in 2 seconds…');
    await expect(page.getByTestId('show-delayed-alert')).toBeDisabled();
    expect(await delayed).toMatchObject({ type: 'alert', message: TEXT.delayed });
    await expect(result).toHaveText('You accepted the delayed alert');
    await expect(page.getByTestId('show-delayed-alert')).toBeEnabled();
  });

  test('shadow DOM: the open root through piercing locators, the closed root through the keyboard', async ({ page }, testInfo) => {
    await openFramesAlert(page);
    const openHost = page.getByTestId('open-shadow-host');
    expect(await openHost.evaluate((host) => host.shadowRoot?.mode)).toBe('open');
    await press(page.getByTestId('open-shadow-button'), testInfo);
    await expect(page.getByTestId('open-shadow-output')).toHaveText('Type your name first.');
    await page.getByTestId('open-shadow-input').fill('Ann');
    await press(page.getByTestId('open-shadow-button'), testInfo);
    await expect(page.getByTestId('open-shadow-output')).toHaveText('Hello, Ann!');
    await expect(page.getByTestId('open-shadow-result')).toHaveText('The open shadow root says: Hello, Ann!');

    const closedHost = page.getByTestId('closed-shadow-host');
    expect(await closedHost.evaluate((host) => host.shadowRoot)).toBeNull();
    await expect(page.getByTestId('closed-shadow-result')).toHaveText('The closed shadow root has sent nothing yet.');
    if (isMobile(testInfo)) {
      // A tap on the widget's edge: delegatesFocus puts the focus into its input, the on-screen keyboard types.
      await closedHost.tap({ position: { x: 6, y: 6 } });
    } else {
      // Tab order runs from the open root's button into the closed root's input.
      await page.getByTestId('open-shadow-button').focus();
      await page.keyboard.press('Tab');
    }
    await page.keyboard.type('1234');
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('closed-shadow-result')).toHaveText('The closed shadow root received the code: 1234');
  });

  // Desktop only (playwright.config.ts schedules @desktop tests on one project): keyboard-only journey; the touch journey is the next test
  test('modal dialog by keyboard: focus inside, Escape cancels, Confirm confirms, focus returns to the opener', { tag: '@desktop' }, async ({ page }) => {
    await openFramesAlert(page);
    const opener = page.getByTestId('open-dialog');
    const dialog = page.getByTestId('practice-dialog');
    await expect(page.getByTestId('modal-result')).toHaveText('The dialog has not been used yet.');

    await opener.focus();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    expect(await dialog.evaluate((element) => element.matches(':modal'))).toBe(true);
    await expect(page.getByTestId('dialog-cancel')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByTestId('dialog-confirm')).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(page.getByTestId('dialog-cancel')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('modal-result')).toHaveText('Dialog cancelled');
    await expect(opener).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('modal-result')).toHaveText('Dialog confirmed');
    await expect(opener).toBeFocused();
    await expectNoA11yViolations(page);
  });

  // Touch only (playwright.config.ts schedules @touch tests on one project): the touch journey; desktop runs the keyboard one
  test('modal dialog by touch: Confirm and Cancel', { tag: '@touch' }, async ({ page }) => {
    await openFramesAlert(page);
    const dialog = page.getByTestId('practice-dialog');
    await page.getByTestId('open-dialog').tap();
    await expect(dialog).toBeVisible();
    expect(await dialog.evaluate((element) => element.matches(':modal'))).toBe(true);
    await page.getByTestId('dialog-confirm').tap();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('modal-result')).toHaveText('Dialog confirmed');
    await page.getByTestId('open-dialog').tap();
    await page.getByTestId('dialog-cancel').tap();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('modal-result')).toHaveText('Dialog cancelled');
  });
});

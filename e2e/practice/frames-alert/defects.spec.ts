import { expect, test } from '../../fixtures';
import { axeViolations } from '../../axe';
import { PAID_STUDENT } from '../../helpers';
import { TEXT, press, innerFrame, openFramesAlert, answerNextDialog } from './helpers';
import { reportAndExpectCredit } from '../bug-hunt-helpers';

// Frames & Alert v1 (docs/practice/frames-alert.md): an iframe with a form, nested frames, a new tab and a
// new window, alert/confirm/prompt, open and closed shadow roots, a modal dialog. Journeys in clean mode on
// desktop and on a phone (taps instead of clicks; keyboard-only steps on desktop), per-learner isolation and
// reset of the frame form's submissions, and one test per planted defect (present with bug mode on, absent
// with it off). Only the hooks and texts of the task sheet are used.
// This file: each planted defect the page shows, present with bug mode on and absent with it off. FRA-03 (the frame
// form's e-mail rule) lives on the server: tests/integration/practice/frames-alert/frames-alert.test.ts proves it
// through the route handler, and the journey shows the frame printing the server's refusal of "ann@example".

// Desktop only (playwright.config.ts schedules @desktop tests on one project): planted defects are the same on every device; the mobile project runs the touch journeys
test.describe('Frames & Alert: planted defects (present with bug mode on, absent with it off)', { tag: '@desktop' }, () => {
  // The defects do not depend on the viewport; one run per mode on desktop shows each one.

  for (const bugMode of [false, true]) {
    const mode = bugMode ? 'bug mode on' : 'bug mode off';

    // The defects of the page as it loads (dialogs, the frames, the modal) share one page load per mode, a step each.
    test(`FRA-01, FRA-02, FRA-04, FRA-05, FRA-07 on one page load (${mode})`, async ({ page }, testInfo) => {
      await openFramesAlert(page, PAID_STUDENT, bugMode);
      await test.step('FRA-01 confirm answered with Cancel', async () => {
        await answerNextDialog(page, page.getByTestId('show-confirm'), testInfo, (d) => d.dismiss());
        await expect(page.getByTestId('dialog-result')).toHaveText(bugMode ? 'You pressed OK' : 'You pressed Cancel');
        if (bugMode) await reportAndExpectCredit(page, testInfo, 'FRA-01', { area: 'confirm', title: 'Cancel reads as OK', actual: 'Answering the confirm with Cancel shows You pressed OK.' });
      });
      await test.step('FRA-02 prompt repeats the whole answer', async () => {
        await answerNextDialog(page, page.getByTestId('show-prompt'), testInfo, (d) => d.accept('Ann'));
        await expect(page.getByTestId('dialog-result')).toHaveText(bugMode ? 'You entered: An' : 'You entered: Ann');
        if (bugMode) await reportAndExpectCredit(page, testInfo, 'FRA-02', { area: 'prompt', title: 'Prompt answer loses its last character', actual: 'Typing Ann shows You entered: An.' });
      });
      await test.step('FRA-04 the form frame has a title', async () => {
        expect(await page.getByTestId('form-frame').getAttribute('title')).toBe(bugMode ? null : 'Contact form frame');
        const violations = await axeViolations(page, { runOnly: { type: 'rule', values: ['frame-title'] } });
        expect(violations.map((violation) => violation.id)).toEqual(bugMode ? ['frame-title'] : []);
        if (bugMode) await reportAndExpectCredit(page, testInfo, 'FRA-04', { area: 'frame-form', title: 'Form frame has no title', actual: 'The iframe has no title attribute: axe reports frame-title.' });
      });
      await test.step('FRA-05 focus returns to "Open dialog" after Escape', async () => {
        const opener = page.getByTestId('open-dialog');
        await opener.focus();
        await page.keyboard.press('Enter');
        await expect(page.getByTestId('practice-dialog')).toBeVisible();
        await page.keyboard.press('Escape');
        await expect(page.getByTestId('modal-result')).toHaveText('Dialog cancelled');
        if (bugMode) {
          await expect(opener).not.toBeFocused();
          expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
        } else {
          await expect(opener).toBeFocused();
        }
        if (bugMode) await reportAndExpectCredit(page, testInfo, 'FRA-05', { area: 'modal', title: 'Focus is lost after closing the dialog', actual: 'After Escape the focus is on the page body, not on Open dialog.' });
      });
      await test.step("FRA-07 the right frame's button counts in the right frame", async () => {
        await press(innerFrame(page, 'right').getByTestId('right-frame-button'), testInfo);
        await expect(innerFrame(page, 'right').getByTestId('right-frame-count')).toHaveText(bugMode ? 'Right clicks: 0' : 'Right clicks: 1');
        await expect(innerFrame(page, 'left').getByTestId('left-frame-count')).toHaveText(bugMode ? 'Left clicks: 1' : 'Left clicks: 0');
        if (bugMode) await reportAndExpectCredit(page, testInfo, 'FRA-07', { area: 'nested-frames', title: 'Right button counts in the left frame', actual: 'Clicking the right frame button updates the left counter.' });
      });
    });

    test(`FRA-06 the delayed alert opens after 2000 ms (${mode})`, async ({ page }, testInfo) => {
      // A fake clock: no waiting for real seconds, and no race with a loaded machine.
      await page.clock.install();
      await openFramesAlert(page, PAID_STUDENT, bugMode);
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
      const messages: string[] = [];
      page.on('dialog', (dialog) => {
        messages.push(dialog.message());
        void dialog.accept();
      });
      await press(page.getByTestId('show-delayed-alert'), testInfo);
      const result = page.getByTestId('dialog-result');
      await expect(result).toHaveText('The delayed alert opens in 2 seconds…');
      await page.clock.runFor(1999);
      expect(messages).toEqual([]);
      await page.clock.runFor(1);
      if (bugMode) {
        expect(messages).toEqual([]);
        await expect(result).toHaveText('The delayed alert opens in 2 seconds…');
        await page.clock.runFor(4000);
      }
      expect(messages).toEqual([TEXT.delayed]);
      await expect(result).toHaveText('You accepted the delayed alert');
      if (bugMode) await reportAndExpectCredit(page, testInfo, 'FRA-06', { area: 'delayed-alert', title: 'Delayed alert is late', actual: 'The alert opened after 6 seconds, not after 2.' });
    });

    test(`FRA-08 the new window's heading (${mode})`, async ({ page }, testInfo) => {
      await openFramesAlert(page, PAID_STUDENT, bugMode);
      const popupOpened = page.waitForEvent('popup');
      await press(page.getByTestId('open-new-window'), testInfo);
      const popup = await popupOpened;
      await expect(popup.getByTestId('new-window-heading')).toHaveText(bugMode ? 'New tab' : 'New window');
      // Reported while the window is open: it sends the evidence, and a closed page's request may never finish.
      if (bugMode) await reportAndExpectCredit(page, testInfo, 'FRA-08', { area: 'new-window', title: 'New window shows the wrong heading', actual: 'Its heading says New tab.' });
      await popup.close();
    });
  }
});

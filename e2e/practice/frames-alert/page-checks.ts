import { expect, type Dialog } from '../../fixtures';
import { evidenceSent } from '../bug-hunt-helpers';
import { answerDialog, focused, settled, withPausedClock, type ExerciseChecks } from '../page-check-kit';
import { innerFrame, waitForParts } from './helpers';

// Frames & Alert's reference checks of its planted page defects (docs/architecture.md#defects-one-at-a-time), run
// by e2e/practice/one-at-a-time.spec.ts through ../page-defect-checks.ts.

export const FRAMES_ALERT_CHECKS: ExerciseChecks = {
  clock: true,
  ready: waitForParts,
  checks: {
    'FRA-04': async (page) => (await page.getByTestId('form-frame').getAttribute('title')) === 'Contact form frame',
    'FRA-01': async (page) => {
      await answerDialog(page, 'show-confirm', (dialog) => dialog.dismiss());
      const result = page.getByTestId('dialog-result');
      await expect(result).toHaveText(/^You pressed (OK|Cancel)$/);
      return (await result.textContent()) === 'You pressed Cancel';
    },
    'FRA-02': async (page) => {
      await answerDialog(page, 'show-prompt', (dialog) => dialog.accept('Ann'));
      const result = page.getByTestId('dialog-result');
      await expect(result).toHaveText(/^You entered: /);
      return (await result.textContent()) === 'You entered: Ann';
    },
    'FRA-05': async (page) => {
      await page.getByTestId('open-dialog').focus();
      await page.keyboard.press('Enter');
      await expect(page.getByTestId('practice-dialog')).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.getByTestId('modal-result')).toHaveText('Dialog cancelled');
      await settled(page);
      return focused(page, 'open-dialog');
    },
    'FRA-07': async (page) => {
      await innerFrame(page, 'right').getByTestId('right-frame-button').click();
      const right = innerFrame(page, 'right').getByTestId('right-frame-count');
      const left = innerFrame(page, 'left').getByTestId('left-frame-count');
      await expect.poll(async () => `${await right.textContent()}|${await left.textContent()}`).toMatch(/Right clicks: 1\|Left clicks: 0|Right clicks: 0\|Left clicks: 1/);
      return (await right.textContent()) === 'Right clicks: 1';
    },
    'FRA-08': async (page) => {
      const opened = page.waitForEvent('popup');
      await page.getByTestId('open-new-window').click();
      const popup = await opened;
      const heading = popup.getByTestId('new-window-heading');
      await expect(heading).toHaveText(/^New (tab|window)$/);
      const ok = (await heading.textContent()) === 'New window';
      // The window sends its evidence itself; a closed page's request may never finish.
      if (!ok) await expect.poll(() => evidenceSent(page, 'window-heading')).toBe(true);
      await popup.close();
      return ok;
    },
    'FRA-06': async (page) => {
      const messages: string[] = [];
      const accept = (dialog: Dialog) => void (messages.push(dialog.message()), dialog.accept());
      page.on('dialog', accept);
      try {
        return await withPausedClock(page, async () => {
          await page.getByTestId('show-delayed-alert').click();
          await expect(page.getByTestId('dialog-result')).toHaveText('The delayed alert opens in 2 seconds…');
          await page.clock.runFor(2000);
          const onTime = messages.length === 1;
          // A late alert still opens, so the page shows (and reports) it.
          if (!onTime) await page.clock.runFor(4000);
          await expect(page.getByTestId('dialog-result')).toHaveText('You accepted the delayed alert');
          return onTime;
        });
      } finally {
        page.off('dialog', accept);
      }
    },
  },
};

import { expect, type Dialog, type Page } from '../fixtures';
import { MOUSE_ACTION_WIDGET_MSG, TOOLTIP_TEXT } from '../../lib/practice/exercises/mouse-action/widgets';
import { EMPLOYEES } from '../../lib/practice/exercises/web-elements/employees';
import type { HostedExercise } from '../../lib/practice/registry';
import { innerFrame, waitForParts } from './frames-alert/helpers';
import { evidenceSent } from './bug-hunt-helpers';
import { fillCart } from './grocery/helpers';
import { shownSalaries } from './web-elements/helpers';

// Reference checks of the planted defects only a page shows (docs/architecture.md#defects-one-at-a-time): what a
// learner's browser suite would assert, each answering true when the page behaves as its task sheet says. Each waits
// for a state the clean page and the defective one share, then reads what tells them apart, so a defect costs no
// timeout. An exercise's checks run in turn on one page load, in the order listed (later ones start where earlier
// ones left the page). Used by one-at-a-time.spec.ts.

export type PageCheck = (page: Page) => Promise<boolean>;

export interface ExerciseChecks {
  /** The checks drive Playwright's fake clock (installed before the first load), to see a planted delay in no time. */
  clock?: true;
  /** Waits until the loaded exercise page answers clicks. */
  ready: (page: Page) => Promise<void>;
  /** Per defect id, its check. */
  checks: Record<string, PageCheck>;
}

const focused = (page: Page, testId: string) => page.getByTestId(testId).evaluate((element) => element === document.activeElement);
/** Presses the button and answers the browser dialog it opens. */
async function answerDialog(page: Page, testId: string, answer: (dialog: Dialog) => Promise<void>) {
  page.once('dialog', (dialog) => void answer(dialog));
  await page.getByTestId(testId).click();
}
/** Stops the page's clock a second ahead (timers run only as the check runs them); `work` then, and time runs again. */
async function withPausedClock<T>(page: Page, work: () => Promise<T>): Promise<T> {
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  try {
    return await work();
  } finally {
    await page.clock.resume();
  }
}

/** Whether the state shows within a second of real time (a render after the check ran the clock). */
const showsSoon = (assertion: Promise<void>) => assertion.then(() => true, () => false);

const settled = (page: Page) => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));

const FRAMES: ExerciseChecks = {
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

const GROCERY: ExerciseChecks = {
  ready: (page) => expect(page.getByTestId('shopping-demo')).toHaveAttribute('data-ready', 'true'),
  checks: {
    'GRO-04': async (page) => {
      await expect(page.getByTestId('add-to-cart-tomato')).toHaveText('Add to Cart');
      return (await page.getByRole('button', { name: 'Add to Cart' }).count()) === 25;
    },
    'GRO-03': async (page) => {
      await page.getByTestId('product-search').fill('potato');
      await expect(page.getByTestId('product-card')).toHaveCount(2);
      const ok = (await page.getByTestId('product-count').textContent()) === 'Showing 2 of 25 products';
      await page.getByTestId('product-search').fill('');
      await expect(page.getByTestId('product-card')).toHaveCount(25);
      return ok;
    },
    'GRO-01': async (page) => {
      await fillCart(page);
      await expect(page.getByTestId('line-subtotal-tomato')).toHaveText('$45 x 2 = $90.00');
      return (await page.getByTestId('cart-total').textContent()) === '$120';
    },
    'GRO-02': async (page) => {
      // GRO-01 left the dropdown open with its two lines.
      const lines = page.getByTestId('cart-panel').getByTestId('cart-line');
      await expect(lines).toHaveCount(2);
      await page.getByTestId('clear-cart').click();
      await expect.poll(() => lines.count()).toBeLessThan(2);
      return (await lines.count()) === 0;
    },
  },
};

const MOUSE: ExerciseChecks = {
  clock: true,
  ready: (page) => expect(page.getByTestId('exercise-view')).toHaveAttribute('data-view', 'exercise'),
  checks: {
    'MOU-07': async (page) => {
      const output = page.getByTestId('slider-value');
      await expect(output).toHaveText(/^\d+$/);
      const before = await output.textContent();
      await page.getByTestId('slider').fill('100');
      await expect(page.getByTestId('slider')).toHaveValue('100');
      await expect(output).toHaveText(/^(95|100)$/);
      return before === '50' && (await output.textContent()) === '100';
    },
    'MOU-04': async (page) => {
      const count = page.getByTestId('dblclick-count');
      await expect(count).toHaveText('Double-clicked 0 times');
      await page.getByTestId('dblclick-target').click();
      await settled(page);
      return (await count.textContent()) === 'Double-clicked 0 times';
    },
    'MOU-05': async (page) => {
      const trigger = page.getByTestId('tooltip-trigger');
      await trigger.hover();
      await expect(page.getByRole('tooltip')).toHaveText(TOOLTIP_TEXT);
      const described = await trigger.evaluate((element) =>
        (element.getAttribute('aria-describedby') ?? '').split(/\s+/).map((id) => document.getElementById(id)?.textContent ?? '').join(' ').trim(),
      );
      await page.mouse.move(0, 0);
      return described === TOOLTIP_TEXT;
    },
    'MOU-06': (page) =>
      withPausedClock(page, async () => {
        const status = page.getByTestId('hold-status');
        await page.getByTestId('hold-button').hover();
        await page.mouse.down();
        await page.clock.runFor(500);
        const early = await showsSoon(expect(status).toHaveText(MOUSE_ACTION_WIDGET_MSG.holdConfirmed, { timeout: 1000 }));
        await page.mouse.up();
        return !early;
      }),
  },
};

const WEB: ExerciseChecks = {
  clock: true,
  ready: (page) => expect(page.getByTestId('table-summary')).toHaveText('Showing 1–10 of 45 employees'),
  checks: {
    'WEB-07': async (page) => Boolean(await page.getByTestId('media-image-badge').getAttribute('alt')),
    'WEB-01': (page) =>
      withPausedClock(page, async () => {
        await page.getByTestId('dynamic-input-toggle').click();
        await page.clock.runFor(1000);
        const onTime = await showsSoon(expect(page.getByTestId('dynamic-input')).toBeEnabled({ timeout: 1000 }));
        // A late enable still comes, so the page shows (and reports) it.
        if (!onTime) await page.clock.runFor(5000);
        await expect(page.getByTestId('dynamic-input')).toBeEnabled();
        return onTime;
      }),
    'WEB-08': (page) =>
      withPausedClock(page, async () => {
        await page.getByTestId('waits-show-again').click();
        const message = page.getByTestId('waits-disappearing');
        await expect(message).toBeVisible();
        await page.clock.runFor(2500);
        return showsSoon(expect(message).toHaveCount(0, { timeout: 1000 }));
      }),
    'WEB-03': async (page) => {
      const summary = page.getByTestId('table-summary');
      await page.getByTestId('table-filter').fill('ada');
      await expect(summary).not.toHaveText('Showing 1–10 of 45 employees');
      const ok = (await page.getByTestId('table-cell-name').allTextContents()).includes('Ada Lovelace');
      await page.getByTestId('table-filter').fill('');
      await expect(summary).toHaveText('Showing 1–10 of 45 employees');
      return ok;
    },
    'WEB-02': async (page) => {
      const lowest = EMPLOYEES.map((employee) => employee.salary).sort((a, b) => a - b).slice(0, 10);
      await page.getByTestId('table-sort-salary').click();
      await expect(page.getByRole('columnheader', { name: 'Salary' })).toHaveAttribute('aria-sort', 'ascending');
      return (await shownSalaries(page)).join() === lowest.join();
    },
    'WEB-04': async (page) => {
      await page.getByTestId('table-page-5').click();
      await expect(page.getByTestId('table-summary')).toHaveText('Showing 41–45 of 45 employees');
      return (await page.getByTestId('table-cell-name').count()) === 5;
    },
  },
};

export const PAGE_DEFECT_CHECKS: Partial<Record<HostedExercise, ExerciseChecks>> = {
  'frames-alert': FRAMES,
  grocery: GROCERY,
  'mouse-action': MOUSE,
  'web-elements': WEB,
};

import { expect } from '../../fixtures';
import { MOUSE_ACTION_WIDGET_MSG, TOOLTIP_TEXT } from '../../../lib/practice/exercises/mouse-action/widgets';
import { settled, showsSoon, withPausedClock, type ExerciseChecks } from '../page-check-kit';

// Mouse Actions' reference checks of its planted page defects (docs/architecture.md#defects-one-at-a-time), run by
// e2e/practice/one-at-a-time.spec.ts through ../page-defect-checks.ts.

export const MOUSE_ACTION_CHECKS: ExerciseChecks = {
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

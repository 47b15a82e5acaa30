import { expectNoA11yViolations } from '../../axe';
import { test, expect } from '../../fixtures';
import { MOUSE_ACTION_BOARD_MSG } from '../../../lib/practice/exercises/mouse-action/board';
import { SLIDER, TOOLTIP_TEXT, MOUSE_ACTION_WIDGET_MSG } from '../../../lib/practice/exercises/mouse-action/widgets';
import { onMobile, open, touchScreen, pauseClock } from './helpers';

// docs/practice/mouse-action.md: the Mouse Action exercise at /student/practice/mouse-action/v1. Desktop drives
// every widget with the mouse and keyboard; the mobile project (Pixel 7, touch) drives what exists on a
// touch screen: the card buttons and grip, the slider, click-and-hold and scrolling. Each planted defect
// is shown present with bug mode on and absent with it off.
// This file: the widgets in clean mode: hover, double-click, context menu, click and hold, slider, keys, scroll into view, axe.

test.describe('Mouse Action practice (clean): the widgets', () => {
  // Desktop only (playwright.config.ts schedules @desktop tests on one project): hover needs a mouse pointer (a tap opens the menu, but there is no hover to test)
  test('hover: the submenu opens on hover and from the keyboard; the tooltip shows on hover and focus and describes its button', { tag: '@desktop' }, async ({
    page,
  }) => {
    await open(page);
    const trigger = page.getByTestId('hover-menu-trigger');
    const submenu = page.getByTestId('hover-submenu');

    await expect(submenu).toBeHidden();
    await trigger.hover();
    await expect(submenu).toBeVisible();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await page.getByTestId('hover-item-weekly').hover();
    await expect(submenu).toBeVisible();
    await page.getByTestId('hover-item-weekly').click();
    await expect(page.getByTestId('hover-result')).toHaveText('You opened: Weekly report');
    await page.mouse.move(0, 0);
    await expect(submenu).toBeHidden();

    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(submenu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(submenu).toBeHidden();
    await expect(trigger).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByTestId('hover-item-daily')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('hover-result')).toHaveText('You opened: Daily report');

    const tipTrigger = page.getByTestId('tooltip-trigger');
    const tooltip = page.getByRole('tooltip');
    await expect(tooltip).toBeHidden();
    await tipTrigger.hover();
    await expect(tooltip).toHaveText(TOOLTIP_TEXT);
    await expect(tooltip).toBeVisible();
    await expect(tipTrigger).toHaveAccessibleDescription(TOOLTIP_TEXT);
    await tooltip.hover();
    await expect(tooltip).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(tooltip).toBeHidden();
    await page.mouse.move(0, 0);
    await tipTrigger.focus();
    await expect(tooltip).toBeVisible();
    await tipTrigger.blur();
    await expect(tooltip).toBeHidden();
  });

  // Desktop only (playwright.config.ts schedules @desktop tests on one project): a double-click is a mouse action
  test('double-click counts double-clicks only', { tag: '@desktop' }, async ({ page }) => {
    await open(page);
    const target = page.getByTestId('dblclick-target');
    const count = page.getByTestId('dblclick-count');
    await target.click();
    await expect(count).toHaveText('Double-clicked 0 times');
    await target.dblclick();
    await expect(count).toHaveText('Double-clicked 1 time');
    await target.dblclick();
    await expect(count).toHaveText('Double-clicked 2 times');
    await target.press('Enter');
    await expect(count).toHaveText('Double-clicked 3 times');
  });

  // Desktop only (playwright.config.ts schedules @desktop tests on one project): right-click needs a mouse, and Playwright cannot long-press
  test('right-click opens the context menu; Shift+F10 too; Escape closes it', { tag: '@desktop' }, async ({ page }) => {
    await open(page);
    const area = page.getByTestId('context-area');
    const menu = page.getByRole('menu', { name: 'File actions' });
    const result = page.getByTestId('context-result');

    await area.click();
    await expect(menu).toBeHidden();
    await area.click({ button: 'right', position: { x: 40, y: 20 } });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('menuitem')).toHaveText(['Open', 'Rename', 'Delete']);
    await expect(page.getByTestId('context-item-open')).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(result).toHaveText('You chose: Rename');
    await expect(menu).toBeHidden();
    await expect(page.getByTestId('context-target')).toBeFocused();

    await page.getByTestId('context-target').click({ button: 'right' });
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();

    await page.getByTestId('context-target').focus();
    await page.keyboard.press('Shift+F10');
    await expect(menu).toBeVisible();
    await page.getByTestId('context-item-delete').click();
    await expect(result).toHaveText('You chose: Delete');
  });

  test('click and hold confirms after 1000 ms held, and not before; letting go early says so', async ({ page }, testInfo) => {
    await page.clock.install();
    await open(page);
    await pauseClock(page);
    const hold = page.getByTestId('hold-button');
    const status = page.getByTestId('hold-status');
    const progress = page.getByTestId('hold-progress');
    await hold.evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }));
    await expect(status).toHaveText(MOUSE_ACTION_WIDGET_MSG.holdIdle);
    const finger = await touchScreen(page);
    const down = () => (onMobile(testInfo) ? finger.press(hold) : page.mouse.down());
    const up = () => (onMobile(testInfo) ? finger.release() : page.mouse.up());
    if (!onMobile(testInfo)) await hold.hover();

    await down();
    await expect(status).toHaveText(MOUSE_ACTION_WIDGET_MSG.holding);
    await page.clock.runFor(500);
    await expect(progress).toHaveAttribute('aria-valuenow', /^(4\d|50)$/);
    await page.clock.runFor(450);
    await expect(status).toHaveText(MOUSE_ACTION_WIDGET_MSG.holding);
    await page.clock.runFor(60);
    await expect(status).toHaveText(MOUSE_ACTION_WIDGET_MSG.holdConfirmed);
    await expect(progress).toHaveAttribute('aria-valuenow', '100');
    await up();
    await expect(status).toHaveText(MOUSE_ACTION_WIDGET_MSG.holdConfirmed);

    await down();
    await page.clock.runFor(900);
    await up();
    await expect(status).toHaveText(MOUSE_ACTION_WIDGET_MSG.holdEarly);
    await expect(progress).toHaveAttribute('aria-valuenow', '0');

    if (!onMobile(testInfo)) {
      await hold.focus();
      await page.keyboard.down(' ');
      await page.clock.runFor(1_010);
      await expect(status).toHaveText(MOUSE_ACTION_WIDGET_MSG.holdConfirmed);
      await page.keyboard.up(' ');
    }
  });

  test('range slider: the output follows the value by mouse, touch, keys and fill', async ({ page }, testInfo) => {
    await open(page);
    const slider = page.getByTestId('slider');
    const output = page.getByTestId('slider-value');
    await expect(slider).toHaveAttribute('min', String(SLIDER.min));
    await expect(slider).toHaveAttribute('max', String(SLIDER.max));
    await expect(slider).toHaveAttribute('step', String(SLIDER.step));
    await expect(slider).toHaveValue(String(SLIDER.start));
    await expect(output).toHaveText(String(SLIDER.start));

    await slider.fill('70');
    await expect(output).toHaveText('70');
    const box = (await slider.boundingBox())!;
    const atEdge = (x: number) => ({ position: { x, y: box.height / 2 } });
    if (onMobile(testInfo)) {
      await slider.tap(atEdge(box.width - 1));
      await expect(output).toHaveText('100');
      await slider.tap(atEdge(1));
      await expect(output).toHaveText('0');
    } else {
      await slider.click(atEdge(box.width - 1));
      await expect(output).toHaveText('100');
      await slider.click(atEdge(1));
      await expect(output).toHaveText('0');
      await slider.press('ArrowRight');
      await slider.press('ArrowRight');
      await expect(output).toHaveText('10');
      await slider.press('End');
      await expect(output).toHaveText('100');
      await expect(slider).toHaveValue('100');
    }
  });

  // Desktop only (playwright.config.ts schedules @desktop tests on one project): key presses need a hardware keyboard
  test('key presses show the key with its modifiers, and the key and code', { tag: '@desktop' }, async ({ page }) => {
    await open(page);
    const input = page.getByTestId('key-input');
    const result = page.getByTestId('key-result');
    const details = page.getByTestId('key-details');
    await expect(result).toHaveText(MOUSE_ACTION_WIDGET_MSG.keyIdle);
    await input.press('a');
    await expect(result).toHaveText('You pressed: a');
    await expect(details).toHaveText('key: a · code: KeyA');
    await input.press('Shift+A');
    await expect(result).toHaveText('You pressed: Shift + A');
    await expect(details).toHaveText('key: A · code: KeyA');
    await input.press('Control+Alt+k');
    await expect(result).toHaveText('You pressed: Control + Alt + k');
    await input.press(' ');
    await expect(result).toHaveText('You pressed: Space');
    await expect(details).toHaveText('key: Space · code: Space');
    await expect(input).toHaveValue('');
    // Tab still leaves the field: no keyboard trap.
    await input.press('Tab');
    await expect(input).not.toBeFocused();
  });

  test('scroll into view: the target records "Seen" only once it is on screen', async ({ page }, testInfo) => {
    await open(page);
    const seen = page.getByTestId('scroll-seen');
    const box = page.getByTestId('scroll-box');
    await expect(seen).toHaveText(MOUSE_ACTION_WIDGET_MSG.notSeen);
    await box.scrollIntoViewIfNeeded();
    await expect(seen).toHaveText(MOUSE_ACTION_WIDGET_MSG.notSeen);
    if (onMobile(testInfo)) {
      await page.getByTestId('scroll-target-button').tap();
    } else {
      await box.hover();
      await page.mouse.wheel(0, 4_000);
      await expect(seen).toHaveText(MOUSE_ACTION_WIDGET_MSG.seen);
      await page.getByTestId('scroll-target-button').click();
    }
    await expect(seen).toHaveText(MOUSE_ACTION_WIDGET_MSG.seen);
    await expect(page.getByTestId('scroll-result')).toHaveText(MOUSE_ACTION_WIDGET_MSG.markedRead);
  });

  test('axe: no violations, at the start and with menus, the Trash and messages showing', async ({ page }) => {
    await open(page);
    await expectNoA11yViolations(page);

    await page.getByTestId('card-login-delete').click();
    await page.getByTestId('card-search-target').selectOption('locked');
    await page.getByTestId('card-search-move').click();
    await expect(page.getByTestId('board-status')).toHaveText(MOUSE_ACTION_BOARD_MSG.locked);
    await page.getByTestId('hover-menu-trigger').focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('hover-submenu')).toBeVisible();
    await expectNoA11yViolations(page);

    await page.getByTestId('tooltip-trigger').focus();
    await expect(page.getByRole('tooltip')).toBeVisible();
    await expectNoA11yViolations(page);

    await page.getByTestId('context-target').focus();
    await page.keyboard.press('Shift+F10');
    await expect(page.getByTestId('context-menu')).toBeVisible();
    await expectNoA11yViolations(page);
  });
});

import { test, expect } from '../../fixtures';
import { MOUSE_ACTION_BOARD_MSG } from '../../../lib/practice/exercises/mouse-action/board';
import { TOOLTIP_TEXT, MOUSE_ACTION_WIDGET_MSG } from '../../../lib/practice/exercises/mouse-action/widgets';
import { START, card, titleOf, zone, expectBoard, open, drag, pauseClock } from './helpers';
import { reportAndExpectCredit } from '../bug-hunt-helpers';

// docs/practice/mouse-action.md: the Mouse Action exercise at /student/practice/mouse-action/v1. Desktop drives
// every widget with the mouse and keyboard; the mobile project (Pixel 7, touch) drives what exists on a
// touch screen: the card buttons and grip, the slider, click-and-hold and scrolling. Each planted defect
// is shown present with bug mode on and absent with it off.
// This file: each planted defect, present with bug mode on and absent with it off.

// Desktop only (playwright.config.ts schedules @desktop tests on one project): the defects do not depend on the viewport; each is checked once, on desktop
test.describe('Mouse Action planted defects: present with bug mode on, absent with it off', { tag: '@desktop' }, () => {

  test('MOU-01: a card reordered within its list lands one place too far', async ({ page }) => {
    for (const bugMode of [false, true]) {
      await open(page, { bugMode });
      // Dropped onto the third card, the first should take its place.
      await drag(page, titleOf(page, 'login'), card(page, 'cart-bug'));
      await expectBoard(page, { backlog: bugMode ? ['search', 'cart-bug', 'export', 'login'] : ['search', 'cart-bug', 'login', 'export'] });
      await page.getByTestId('card-cart-bug-up').click();
      await expect(page.getByTestId('board-status')).toHaveText(MOUSE_ACTION_BOARD_MSG.moved('Cart total is wrong', 'backlog', 1));
      await expectBoard(page, { backlog: bugMode ? ['search', 'cart-bug', 'export', 'login'] : ['cart-bug', 'search', 'login', 'export'] });
    }
  });

  test('MOU-02: Bugs accepts a story card', async ({ page }) => {
    for (const bugMode of [false, true]) {
      await open(page, { bugMode });
      await drag(page, titleOf(page, 'login'), zone(page, 'bugs'));
      await expect(page.getByTestId('board-status')).toHaveText(
        bugMode ? MOUSE_ACTION_BOARD_MSG.moved('Login form', 'bugs', 1) : MOUSE_ACTION_BOARD_MSG.bugsOnly('Login form'),
      );
      await expectBoard(page, { bugs: bugMode ? ['login'] : [], backlog: bugMode ? ['search', 'cart-bug', 'export'] : START.backlog });
    }
  });

  test('MOU-03: Restore puts a Sprint card in the Backlog', async ({ page }) => {
    for (const bugMode of [false, true]) {
      await open(page, { bugMode });
      await page.getByTestId('card-profile-delete').click();
      await expect(page.getByTestId('card-profile-from')).toHaveText('From Sprint');
      await page.getByTestId('card-profile-restore').click();
      await expectBoard(page, {
        trash: [],
        sprint: bugMode ? ['date-bug'] : ['date-bug', 'profile'],
        backlog: bugMode ? [...START.backlog, 'profile'] : START.backlog,
      });
    }
  });

  test('MOU-04: a single click counts on the double-click box', async ({ page }, testInfo) => {
    for (const bugMode of [false, true]) {
      await open(page, { bugMode });
      await page.getByTestId('dblclick-target').click();
      await expect(page.getByTestId('dblclick-count')).toHaveText(bugMode ? 'Double-clicked 1 time' : 'Double-clicked 0 times');
    }
    await reportAndExpectCredit(page, testInfo, 'MOU-04', { area: 'double-click', title: 'A single click counts', actual: 'One click on the box counts: it says Double-clicked 1 time.' });
  });

  test('MOU-05: the tooltip is not its button’s accessible description', async ({ page }, testInfo) => {
    for (const bugMode of [false, true]) {
      await open(page, { bugMode });
      const trigger = page.getByTestId('tooltip-trigger');
      await trigger.hover();
      await expect(page.getByRole('tooltip')).toHaveText(TOOLTIP_TEXT);
      await expect(trigger).toHaveAccessibleDescription(bugMode ? '' : TOOLTIP_TEXT);
    }
    await reportAndExpectCredit(page, testInfo, 'MOU-05', { area: 'tooltip', title: 'Tooltip is not the button description', actual: 'Save draft has an empty accessible description while its tooltip shows.' });
  });

  for (const bugMode of [false, true]) {
    test(`MOU-06: click-and-hold confirms after 300 ms instead of 1000 ms (bug mode ${bugMode ? 'on' : 'off'})`, async ({ page }, testInfo) => {
      await page.clock.install();
      await open(page, { bugMode });
      await pauseClock(page);
      await page.getByTestId('hold-button').hover();
      await page.mouse.down();
      await page.clock.runFor(500);
      await expect(page.getByTestId('hold-status')).toHaveText(bugMode ? MOUSE_ACTION_WIDGET_MSG.holdConfirmed : MOUSE_ACTION_WIDGET_MSG.holding);
      await page.mouse.up();
      await expect(page.getByTestId('hold-status')).toHaveText(bugMode ? MOUSE_ACTION_WIDGET_MSG.holdConfirmed : MOUSE_ACTION_WIDGET_MSG.holdEarly);
      if (bugMode) await reportAndExpectCredit(page, testInfo, 'MOU-06', { area: 'hold', title: 'Hold confirms too early', actual: 'Held for 500 ms, it already said confirmed; the sheet says 1000 ms.' });
    });
  }

  test('MOU-07: the slider output is one step off', async ({ page }, testInfo) => {
    for (const bugMode of [false, true]) {
      await open(page, { bugMode });
      const output = page.getByTestId('slider-value');
      await expect(output).toHaveText(bugMode ? '45' : '50');
      await page.getByTestId('slider').fill('100');
      await expect(page.getByTestId('slider')).toHaveValue('100');
      await expect(output).toHaveText(bugMode ? '95' : '100');
    }
    await reportAndExpectCredit(page, testInfo, 'MOU-07', { area: 'slider', title: 'Slider output is one step off', actual: 'The output shows 95 while the slider value is 100.' });
  });
});

import { test, expect, type Locator } from '../../fixtures';
import { PAID_STUDENT, UNPAID_STUDENT } from '../../helpers';
import { watchForeignRequests } from '../helpers';
import { MOUSE_ACTION_BOARD_MSG } from '../../../lib/practice/exercises/mouse-action/board';
import { onMobile, card, titleOf, zone, expectBoard, startLists, open, drag, mouseDrag, touchScreen } from './helpers';

// docs/practice/mouse-action.md: the Mouse Action exercise at /student/practice/mouse-action/v1. Desktop drives
// every widget with the mouse and keyboard; the mobile project (Pixel 7, touch) drives what exists on a
// touch screen: the card buttons and grip, the slider, click-and-hold and scrolling. Each planted defect
// is shown present with bug mode on and absent with it off.
// This file: the board in clean mode: drag and drop, its buttons, touch, per-learner boards and reset.

test.describe('Mouse Action practice (clean): the board', () => {
  // Desktop only (playwright.config.ts schedules @desktop tests on one project): HTML5 drag and drop needs a mouse; the touch test below drags by the grip
  test('drag and drop: between lists, within a list, refused zones, the Trash and back; the board survives a reload and reset restores it', { tag: '@desktop' }, async ({
    page,
    baseURL,
  }) => {
    const foreign = watchForeignRequests(page, baseURL!);
    await open(page);
    const status = page.getByTestId('board-status');

    // The task sheet's Playwright call, exactly as printed (tests/unit/practice/tool-calls.test.ts): dragTo from
    // the card's centre, which lies on the card's controls, onto a list's dashed slot.
    const hit = await page.getByTestId('card-login').evaluate((element) => {
      const box = element.getBoundingClientRect();
      return document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2)?.closest('[data-test]')?.getAttribute('data-test');
    });
    expect(hit, "the card's centre is on its Move-to list, where a press starts no HTML5 drag").toBe('card-login-target');
    await page.getByTestId('card-login').dragTo(page.getByTestId('list-sprint-end'));
    await expectBoard(page, { backlog: ['search', 'cart-bug', 'export'], sprint: ['profile', 'date-bug', 'login'] });
    await expect(status).toHaveText(MOUSE_ACTION_BOARD_MSG.moved('Login form', 'sprint', 3));

    // Within a list, onto a card: it takes that card's place.
    await drag(page, titleOf(page, 'login'), card(page, 'profile'));
    await expectBoard(page, { backlog: ['search', 'cart-bug', 'export'], sprint: ['login', 'profile', 'date-bug'] });
    await expect(status).toHaveText(MOUSE_ACTION_BOARD_MSG.moved('Login form', 'sprint', 1));

    // Within a list, downwards and upwards.
    await drag(page, titleOf(page, 'search'), card(page, 'export'));
    await expectBoard(page, { backlog: ['cart-bug', 'export', 'search'] });
    await drag(page, titleOf(page, 'date-bug'), card(page, 'login'));
    await expectBoard(page, { sprint: ['date-bug', 'login', 'profile'] });

    // With single mouse steps from the card's centre (Selenium's clickAndHold, moveToElement, release), onto a
    // list's free space: it goes last. The page scrolls between the press and the first move (as WebDriver's
    // move to an off-screen target does), so another card is under the pointer by then: the pressed one moves.
    await mouseDrag(page, card(page, 'cart-bug'), page.getByTestId('list-bugs-end'), { scrollAfterPress: true });
    await expectBoard(page, { backlog: ['export', 'search'], bugs: ['cart-bug'] });

    // Refused: a story on Bugs, anything on Locked. The card stays and the board says why.
    await drag(page, titleOf(page, 'export'), zone(page, 'bugs'));
    await expect(status).toHaveText(MOUSE_ACTION_BOARD_MSG.bugsOnly('Export to CSV'));
    await drag(page, titleOf(page, 'profile'), zone(page, 'locked'));
    await expect(status).toHaveText(MOUSE_ACTION_BOARD_MSG.locked);
    await expectBoard(page, { backlog: ['export', 'search'], sprint: ['date-bug', 'login', 'profile'], bugs: ['cart-bug'] });

    // Onto the Trash and back with Restore; out of the Trash by dragging onto a list.
    await drag(page, titleOf(page, 'login'), page.getByTestId('list-trash-end'));
    await drag(page, titleOf(page, 'export'), page.getByTestId('list-trash-end'));
    await expectBoard(page, { trash: ['login', 'export'], sprint: ['date-bug', 'profile'], backlog: ['search'] });
    await expect(page.getByTestId('card-login-from')).toHaveText('From Sprint');
    await expect(page.getByTestId('list-trash-count')).toHaveText('2 cards');
    await page.getByTestId('card-login-restore').click();
    await expect(status).toHaveText(MOUSE_ACTION_BOARD_MSG.restored('Login form', 'sprint'));
    await drag(page, titleOf(page, 'export'), card(page, 'search'));
    await expectBoard(page, { backlog: ['export', 'search'], sprint: ['date-bug', 'profile', 'login'], trash: [] });

    // Server state: the same board after a reload; reset brings back the start board.
    const moved = { backlog: ['export', 'search'], sprint: ['date-bug', 'profile', 'login'], bugs: ['cart-bug'], trash: [] } as const;
    await page.reload();
    await expectBoard(page, moved);
    await page.getByTestId('reset-practice-data').click();
    await page.getByTestId('reset-practice-confirm').click();
    await expect(page.getByTestId('practice-controls-status')).toHaveText('Your practice data is back to its start state.');
    await expectBoard(page, startLists);
    await page.reload();
    await expectBoard(page, startLists);
    expect(foreign).toEqual([]);
  });

  test('every drag has a button: Up, Down, Move to, Delete and Restore, by tap or keyboard', async ({ page }, testInfo) => {
    await open(page);
    const press = (locator: Locator) => (onMobile(testInfo) ? locator.tap() : locator.click());

    await press(page.getByTestId('card-export-up'));
    await expectBoard(page, { backlog: ['login', 'search', 'export', 'cart-bug'] });
    await press(page.getByTestId('card-login-down'));
    await expectBoard(page, { backlog: ['search', 'login', 'export', 'cart-bug'] });
    await expect(page.getByTestId('card-search-up')).toBeDisabled();
    await expect(page.getByTestId('card-cart-bug-down')).toBeDisabled();

    await page.getByTestId('card-cart-bug-target').selectOption('bugs');
    await press(page.getByTestId('card-cart-bug-move'));
    await expectBoard(page, { backlog: ['search', 'login', 'export'], bugs: ['cart-bug'] });
    await page.getByTestId('card-export-target').selectOption('locked');
    await press(page.getByTestId('card-export-move'));
    await expect(page.getByTestId('board-status')).toHaveText(MOUSE_ACTION_BOARD_MSG.locked);

    await press(page.getByTestId('card-date-bug-delete'));
    await expectBoard(page, { sprint: ['profile'], trash: ['date-bug'] });
    await press(page.getByTestId('card-date-bug-restore'));
    await expectBoard(page, { sprint: ['profile', 'date-bug'], trash: [] });

    if (!onMobile(testInfo)) {
      // From the keyboard: the focus stays on the card that moved, even when its button turns disabled.
      await page.getByTestId('card-login-up').focus();
      await page.keyboard.press('Enter');
      await expectBoard(page, { backlog: ['login', 'search', 'export'] });
      await expect(page.getByTestId('card-login-down')).toBeFocused();
    }
  });

  // Touch only (playwright.config.ts schedules @touch tests on one project): the grip is the touch path; desktop drags the card natively with the mouse
  test('touch: a finger drags a card by its grip', { tag: '@touch' }, async ({ page }) => {
    await open(page);
    const finger = await touchScreen(page);
    await finger.drag(page.getByTestId('card-date-bug-grip'), card(page, 'profile'));
    await expectBoard(page, { sprint: ['date-bug', 'profile'] });
    await finger.drag(page.getByTestId('card-date-bug-grip'), page.getByTestId('list-bugs-end'));
    await expectBoard(page, { sprint: ['profile'], bugs: ['date-bug'] });
    await expect(page.getByTestId('board-status')).toHaveText(MOUSE_ACTION_BOARD_MSG.moved('Date picker skips a day', 'bugs', 1));
  });

  // Desktop only (playwright.config.ts schedules @desktop tests on one project): server-side isolation does not depend on the viewport; checked once, on desktop
  test('each learner has their own board', { tag: '@desktop' }, async ({ page, browser, baseURL }) => {
    const otherContext = await browser.newContext({ baseURL });
    const other = await otherContext.newPage();
    await open(other, { who: UNPAID_STUDENT });
    await open(page, { who: PAID_STUDENT });

    await page.getByTestId('card-login-delete').click();
    await page.getByTestId('card-date-bug-up').click();
    const paid = { backlog: ['search', 'cart-bug', 'export'], sprint: ['date-bug', 'profile'], trash: ['login'] } as const;
    await expectBoard(page, paid);

    await other.reload();
    await expectBoard(other, startLists);
    await other.getByTestId('card-export-delete').click();
    await expectBoard(other, { trash: ['export'] });

    await page.reload();
    await expectBoard(page, paid);
    await otherContext.close();
  });
});

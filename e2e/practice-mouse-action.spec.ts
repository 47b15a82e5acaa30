import { expectNoA11yViolations } from './axe';
import { test, expect, type Locator, type Page, type TestInfo } from './fixtures';
import { PAID_STUDENT, UNPAID_STUDENT } from './helpers';
import { openExercise, watchForeignRequests } from './practice-helpers';
import { MOUSE_ACTION_BOARD_MSG as BOARD_MSG, CARDS, startBoard, type CardId, type ZoneId } from '../lib/practice/exercises/mouse-action/board';
import { SLIDER, TOOLTIP_TEXT, MOUSE_ACTION_WIDGET_MSG as WIDGET_MSG } from '../lib/practice/exercises/mouse-action/widgets';

// docs/practice/mouse-action.md: the Mouse Action exercise at /student/practice/mouse-action/v1. Desktop drives
// every widget with the mouse and keyboard; the mobile project (Pixel 7, touch) drives what exists on a
// touch screen: the card buttons and grip, the slider, click-and-hold and scrolling. Each planted defect
// is shown present with bug mode on and absent with it off.

const START = startBoard();
const onMobile = (testInfo: TestInfo) => testInfo.project.name === 'mobile';

const card = (page: Page, id: CardId) => page.getByTestId(`card-${id}`);
const titleOf = (page: Page, id: CardId) => card(page, id).getByTestId('card-title');
const zone = (page: Page, id: ZoneId) => page.getByTestId(`list-${id}`);

async function expectBoard(page: Page, expected: Partial<Record<ZoneId, readonly CardId[]>>) {
  await expect(page.getByTestId('board')).toHaveAttribute('data-ready', 'true');
  for (const [id, cards] of Object.entries(expected) as [ZoneId, readonly CardId[]][]) {
    await expect(zone(page, id).getByTestId('card-title'), `cards in ${id}`).toHaveText(cards.map((c) => CARDS[c].title));
  }
}

const startLists = { backlog: START.backlog, sprint: START.sprint, bugs: START.bugs, trash: [] as CardId[] };

/** Opens the exercise with the task sheet folded, so the board sits near the top of the page. */
async function open(page: Page, { bugMode = false, who = PAID_STUDENT } = {}) {
  await openExercise(page, who, 'mouse-action', { bugMode });
  await page.getByTestId('task-sheet').locator('summary').click();
  await expect(page.getByTestId('task-sheet-summary')).toBeHidden();
  await expectBoard(page, startLists);
}

async function centre(locator: Locator) {
  const box = (await locator.boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/**
 * Scrolls (at once, not smoothly) so both elements are on screen, centred. Chromium picks the dragged element
 * where the mouse went down: a scroll between the press and the first move (dragTo scrolls to an off-screen
 * target) would drag whatever card is under that point by then.
 */
async function showBoth(page: Page, a: Locator, b: Locator) {
  const boxA = (await a.boundingBox())!;
  const boxB = (await b.boundingBox())!;
  const top = Math.min(boxA.y, boxB.y);
  const bottom = Math.max(boxA.y + boxA.height, boxB.y + boxB.height);
  const height = page.viewportSize()!.height;
  await page.evaluate((dy) => window.scrollBy({ top: dy, behavior: 'instant' }), (top + bottom) / 2 - height / 2);
  for (const box of [await a.boundingBox(), await b.boundingBox()]) {
    expect(box!.y, 'both ends of the drag on screen').toBeGreaterThanOrEqual(0);
    expect(box!.y + box!.height / 2, 'both ends of the drag on screen').toBeLessThanOrEqual(height);
  }
}

/** locator.dragTo(), with the card and the target on screen first. */
async function drag(page: Page, from: Locator, to: Locator) {
  await showBoth(page, from, to);
  await from.dragTo(to);
}

/** A drag with the mouse in single steps (move, down, move, up), as Selenium's Actions would do it. */
async function mouseDrag(page: Page, from: Locator, to: Locator) {
  await showBoth(page, from, to);
  const a = await centre(from);
  const b = await centre(to);
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await page.mouse.move(b.x, b.y, { steps: 8 });
  await page.mouse.up();
}

/** Real touch input through the DevTools protocol, so the page sees pointerType "touch". */
async function touchScreen(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  const send = (type: 'touchStart' | 'touchMove' | 'touchEnd', at?: { x: number; y: number }) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: at ? [at] : [] });
  return {
    press: async (locator: Locator) => send('touchStart', await centre(locator)),
    release: () => send('touchEnd'),
    drag: async (from: Locator, to: Locator) => {
      await showBoth(page, from, to);
      const a = await centre(from);
      const b = await centre(to);
      await send('touchStart', a);
      for (let step = 1; step <= 6; step++) await send('touchMove', { x: a.x + ((b.x - a.x) * step) / 6, y: a.y + ((b.y - a.y) * step) / 6 });
      await send('touchEnd');
    },
  };
}

/** Freezes the page's clock (installed before the page opened) so a test moves time itself. */
async function pauseClock(page: Page) {
  await page.clock.pauseAt(Date.now() + 2_000);
}

test.describe('Mouse Action practice (clean)', () => {
  // Desktop only (playwright.config.ts schedules @desktop tests on one project): HTML5 drag and drop needs a mouse; the touch test below drags by the grip
  test('drag and drop: between lists, within a list, refused zones, the Trash and back; the board survives a reload and reset restores it', { tag: '@desktop' }, async ({
    page,
    baseURL,
  }) => {
    const foreign = watchForeignRequests(page, baseURL!);
    await open(page);
    const status = page.getByTestId('board-status');

    // Between lists, onto a card: it takes that card's place.
    await drag(page, titleOf(page, 'login'), card(page, 'profile'));
    await expectBoard(page, { backlog: ['search', 'cart-bug', 'export'], sprint: ['login', 'profile', 'date-bug'] });
    await expect(status).toHaveText(BOARD_MSG.moved('Login form', 'sprint', 1));

    // Within a list, downwards and upwards.
    await drag(page, titleOf(page, 'search'), card(page, 'export'));
    await expectBoard(page, { backlog: ['cart-bug', 'export', 'search'] });
    await drag(page, titleOf(page, 'date-bug'), card(page, 'login'));
    await expectBoard(page, { sprint: ['date-bug', 'login', 'profile'] });

    // With single mouse steps, onto a list's free space: it goes last.
    await mouseDrag(page, titleOf(page, 'cart-bug'), page.getByTestId('list-bugs-end'));
    await expectBoard(page, { backlog: ['export', 'search'], bugs: ['cart-bug'] });

    // Refused: a story on Bugs, anything on Locked. The card stays and the board says why.
    await drag(page, titleOf(page, 'export'), zone(page, 'bugs'));
    await expect(status).toHaveText(BOARD_MSG.bugsOnly('Export to CSV'));
    await drag(page, titleOf(page, 'profile'), zone(page, 'locked'));
    await expect(status).toHaveText(BOARD_MSG.locked);
    await expectBoard(page, { backlog: ['export', 'search'], sprint: ['date-bug', 'login', 'profile'], bugs: ['cart-bug'] });

    // Onto the Trash and back with Restore; out of the Trash by dragging onto a list.
    await drag(page, titleOf(page, 'login'), page.getByTestId('list-trash-end'));
    await drag(page, titleOf(page, 'export'), page.getByTestId('list-trash-end'));
    await expectBoard(page, { trash: ['login', 'export'], sprint: ['date-bug', 'profile'], backlog: ['search'] });
    await expect(page.getByTestId('card-login-from')).toHaveText('From Sprint');
    await expect(page.getByTestId('list-trash-count')).toHaveText('2 cards');
    await page.getByTestId('card-login-restore').click();
    await expect(status).toHaveText(BOARD_MSG.restored('Login form', 'sprint'));
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
    await expect(page.getByTestId('board-status')).toHaveText(BOARD_MSG.locked);

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
    await expect(page.getByTestId('board-status')).toHaveText(BOARD_MSG.moved('Date picker skips a day', 'bugs', 1));
  });

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
    await expect(status).toHaveText(WIDGET_MSG.holdIdle);
    const finger = await touchScreen(page);
    const down = () => (onMobile(testInfo) ? finger.press(hold) : page.mouse.down());
    const up = () => (onMobile(testInfo) ? finger.release() : page.mouse.up());
    if (!onMobile(testInfo)) await hold.hover();

    await down();
    await expect(status).toHaveText(WIDGET_MSG.holding);
    await page.clock.runFor(500);
    await expect(progress).toHaveAttribute('aria-valuenow', /^(4\d|50)$/);
    await page.clock.runFor(450);
    await expect(status).toHaveText(WIDGET_MSG.holding);
    await page.clock.runFor(60);
    await expect(status).toHaveText(WIDGET_MSG.holdConfirmed);
    await expect(progress).toHaveAttribute('aria-valuenow', '100');
    await up();
    await expect(status).toHaveText(WIDGET_MSG.holdConfirmed);

    await down();
    await page.clock.runFor(900);
    await up();
    await expect(status).toHaveText(WIDGET_MSG.holdEarly);
    await expect(progress).toHaveAttribute('aria-valuenow', '0');

    if (!onMobile(testInfo)) {
      await hold.focus();
      await page.keyboard.down(' ');
      await page.clock.runFor(1_010);
      await expect(status).toHaveText(WIDGET_MSG.holdConfirmed);
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
    await expect(result).toHaveText(WIDGET_MSG.keyIdle);
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
    await expect(seen).toHaveText(WIDGET_MSG.notSeen);
    await box.scrollIntoViewIfNeeded();
    await expect(seen).toHaveText(WIDGET_MSG.notSeen);
    if (onMobile(testInfo)) {
      await page.getByTestId('scroll-target-button').tap();
    } else {
      await box.hover();
      await page.mouse.wheel(0, 4_000);
      await expect(seen).toHaveText(WIDGET_MSG.seen);
      await page.getByTestId('scroll-target-button').click();
    }
    await expect(seen).toHaveText(WIDGET_MSG.seen);
    await expect(page.getByTestId('scroll-result')).toHaveText(WIDGET_MSG.markedRead);
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

  test('axe: no violations, at the start and with menus, the Trash and messages showing', async ({ page }) => {
    await open(page);
    await expectNoA11yViolations(page);

    await page.getByTestId('card-login-delete').click();
    await page.getByTestId('card-search-target').selectOption('locked');
    await page.getByTestId('card-search-move').click();
    await expect(page.getByTestId('board-status')).toHaveText(BOARD_MSG.locked);
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

// Desktop only (playwright.config.ts schedules @desktop tests on one project): the defects do not depend on the viewport; each is checked once, on desktop
test.describe('Mouse Action planted defects: present with bug mode on, absent with it off', { tag: '@desktop' }, () => {

  test('MOU-01: a card reordered within its list lands one place too far', async ({ page }) => {
    for (const bugMode of [false, true]) {
      await open(page, { bugMode });
      // Dropped onto the third card, the first should take its place.
      await drag(page, titleOf(page, 'login'), card(page, 'cart-bug'));
      await expectBoard(page, { backlog: bugMode ? ['search', 'cart-bug', 'export', 'login'] : ['search', 'cart-bug', 'login', 'export'] });
      await page.getByTestId('card-cart-bug-up').click();
      await expect(page.getByTestId('board-status')).toHaveText(BOARD_MSG.moved('Cart total is wrong', 'backlog', 1));
      await expectBoard(page, { backlog: bugMode ? ['search', 'cart-bug', 'export', 'login'] : ['cart-bug', 'search', 'login', 'export'] });
    }
  });

  test('MOU-02: Bugs accepts a story card', async ({ page }) => {
    for (const bugMode of [false, true]) {
      await open(page, { bugMode });
      await drag(page, titleOf(page, 'login'), zone(page, 'bugs'));
      await expect(page.getByTestId('board-status')).toHaveText(
        bugMode ? BOARD_MSG.moved('Login form', 'bugs', 1) : BOARD_MSG.bugsOnly('Login form'),
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

  test('MOU-04: a single click counts on the double-click box', async ({ page }) => {
    for (const bugMode of [false, true]) {
      await open(page, { bugMode });
      await page.getByTestId('dblclick-target').click();
      await expect(page.getByTestId('dblclick-count')).toHaveText(bugMode ? 'Double-clicked 1 time' : 'Double-clicked 0 times');
    }
  });

  test('MOU-05: the tooltip is not its button’s accessible description', async ({ page }) => {
    for (const bugMode of [false, true]) {
      await open(page, { bugMode });
      const trigger = page.getByTestId('tooltip-trigger');
      await trigger.hover();
      await expect(page.getByRole('tooltip')).toHaveText(TOOLTIP_TEXT);
      await expect(trigger).toHaveAccessibleDescription(bugMode ? '' : TOOLTIP_TEXT);
    }
  });

  for (const bugMode of [false, true]) {
    test(`MOU-06: click-and-hold confirms after 300 ms instead of 1000 ms (bug mode ${bugMode ? 'on' : 'off'})`, async ({ page }) => {
      await page.clock.install();
      await open(page, { bugMode });
      await pauseClock(page);
      await page.getByTestId('hold-button').hover();
      await page.mouse.down();
      await page.clock.runFor(500);
      await expect(page.getByTestId('hold-status')).toHaveText(bugMode ? WIDGET_MSG.holdConfirmed : WIDGET_MSG.holding);
      await page.mouse.up();
      await expect(page.getByTestId('hold-status')).toHaveText(bugMode ? WIDGET_MSG.holdConfirmed : WIDGET_MSG.holdEarly);
    });
  }

  test('MOU-07: the slider output is one step off', async ({ page }) => {
    for (const bugMode of [false, true]) {
      await open(page, { bugMode });
      const output = page.getByTestId('slider-value');
      await expect(output).toHaveText(bugMode ? '45' : '50');
      await page.getByTestId('slider').fill('100');
      await expect(page.getByTestId('slider')).toHaveValue('100');
      await expect(output).toHaveText(bugMode ? '95' : '100');
    }
  });
});

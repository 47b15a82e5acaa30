import { expect, type Locator, type Page, type TestInfo } from '../../fixtures';
import { PAID_STUDENT } from '../../helpers';
import { openExercise } from '../helpers';
import { CARDS, startBoard, type CardId, type ZoneId } from '../../../lib/practice/exercises/mouse-action/board';

// Steps and data the Mouse Action specs share (journey.spec.ts, defects.spec.ts).

export const START = startBoard();
export const onMobile = (testInfo: TestInfo) => testInfo.project.name === 'mobile';

export const card = (page: Page, id: CardId) => page.getByTestId(`card-${id}`);
export const titleOf = (page: Page, id: CardId) => card(page, id).getByTestId('card-title');
export const zone = (page: Page, id: ZoneId) => page.getByTestId(`list-${id}`);

export async function expectBoard(page: Page, expected: Partial<Record<ZoneId, readonly CardId[]>>) {
  await expect(page.getByTestId('board')).toHaveAttribute('data-ready', 'true');
  for (const [id, cards] of Object.entries(expected) as [ZoneId, readonly CardId[]][]) {
    await expect(zone(page, id).getByTestId('card-title'), `cards in ${id}`).toHaveText(cards.map((c) => CARDS[c].title));
  }
}

export const startLists = { backlog: START.backlog, sprint: START.sprint, bugs: START.bugs, trash: [] as CardId[] };

/** Opens the exercise (the page shows it first, the task sheet behind its tab) with the board in its start state. */
export async function open(page: Page, { bugMode = false, who = PAID_STUDENT } = {}) {
  await openExercise(page, who, 'mouse-action', { bugMode });
  await expect(page.getByTestId('exercise-view')).toHaveAttribute('data-view', 'exercise');
  await expectBoard(page, startLists);
}

export async function centre(locator: Locator) {
  const box = (await locator.boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/**
 * Scrolls (at once, not smoothly) so both elements are on screen, centred. Chromium picks the dragged element
 * where the mouse went down: a scroll between the press and the first move (dragTo scrolls to an off-screen
 * target) would drag whatever card is under that point by then.
 */
export async function showBoth(page: Page, a: Locator, b: Locator) {
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
export async function drag(page: Page, from: Locator, to: Locator) {
  await showBoth(page, from, to);
  await from.dragTo(to);
}

/**
 * A drag with the mouse in single steps (move, down, move, up), as Selenium's Actions would do it. With
 * scrollAfterPress the page scrolls by the dragged element's height between the press and the first move, so
 * the point pressed is over something else by then; the target's centre is read after the scroll.
 */
export async function mouseDrag(page: Page, from: Locator, to: Locator, { scrollAfterPress = false } = {}) {
  await showBoth(page, from, to);
  const a = await centre(from);
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  if (scrollAfterPress) {
    const before = await from.boundingBox();
    await page.evaluate((dy) => window.scrollBy({ top: dy, behavior: 'instant' }), before!.height + 8);
    const after = await from.boundingBox();
    expect(after!.y + after!.height, 'the pressed element has left the point pressed').toBeLessThan(a.y);
  }
  const b = await centre(to);
  await page.mouse.move(b.x, b.y, { steps: 8 });
  await page.mouse.up();
}

/** Real touch input through the DevTools protocol, so the page sees pointerType "touch". */
export async function touchScreen(page: Page) {
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
export async function pauseClock(page: Page) {
  await page.clock.pauseAt(Date.now() + 2_000);
}

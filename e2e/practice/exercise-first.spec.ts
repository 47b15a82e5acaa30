import { expectNoA11yViolations } from '../axe';
import { expect, test, type Page } from '../fixtures';
import { PAID_STUDENT } from '../helpers';
import { openExercise } from './helpers';
import { HOSTED_EXERCISES, exercisePath } from '../../lib/practice/registry';

// Exercise first (docs/product.md#task-sheets, issue 41): every exercise page opens on the exercise, whose first
// control is in the first screen on desktop (1280×720) and phone; the task sheet is the other tab, reached from the
// keyboard, remembered per learner and drawn by the server on the next visit; its tables fit a phone, and no table is
// shown twice. One page load and one reload per exercise; axe runs once with the sheet closed and once open.

const DESKTOP = { width: 1280, height: 720 };
/** The learner's part of an exercise page (components/practice/ask-page-flags.ts), asked as the page loads. */
const PAGE_FLAGS = '**/api/practice/v1/page-flags*';

/** What a learner's test reaches first on the exercise: its first visible control (or frame), and its top. */
async function firstControlTop(page: Page): Promise<{ what: string; top: number }> {
  return page.getByTestId('practice-body').evaluate((body) => {
    const controls = body.querySelectorAll<HTMLElement>('input, button, select, textarea, a[href], iframe, [tabindex="0"]');
    const shown = [...controls].find((each) => each.getClientRects().length > 0);
    if (!shown) return { what: 'none', top: Number.POSITIVE_INFINITY };
    return { what: shown.outerHTML.slice(0, 80), top: shown.getBoundingClientRect().top };
  });
}

/** The rows of every table on the page, by their first cells: two tables with the same rows show one list twice. */
async function tableKeys(page: Page): Promise<string[]> {
  return page.locator('main table').evaluateAll((tables) =>
    tables.map((table) => [...table.querySelectorAll('tbody tr')].map((row) => row.querySelector('td, th')?.textContent?.trim()).join('|')),
  );
}

/** Anything in the open sheet wider than its box: a word cut off, or a table to scroll sideways. */
async function overflowingInSheet(page: Page): Promise<string[]> {
  return page.getByTestId('task-sheet').evaluate((sheet) => {
    const boxes = [sheet, ...sheet.querySelectorAll<HTMLElement>('table, td, th, li, p, pre')];
    return boxes.filter((box) => box.scrollWidth > box.clientWidth + 1).map((box) => `${box.tagName}: ${box.textContent?.slice(0, 40)}`);
  });
}

/** The view the server draws the page with for this browser's cookies (what shows before any script runs). */
async function serverView(page: Page, path: string): Promise<string | undefined> {
  const html = await (await page.request.get(path)).text();
  return /data-test="exercise-view" data-view="(\w+)"/.exec(html)?.[1];
}

test.describe('exercise first', { tag: '@phone' }, () => {
  for (const exercise of HOSTED_EXERCISES) {
    test(`${exercise}: the exercise is in the first screen; the task sheet opens by keyboard and stays chosen`, async ({ page, isMobile }) => {
      if (!isMobile) await page.setViewportSize(DESKTOP);
      const height = page.viewportSize()!.height;
      await openExercise(page, PAID_STUDENT, exercise);
      const view = page.getByTestId('exercise-view');
      const exerciseTab = page.getByRole('tab', { name: 'Exercise', exact: true });
      const sheetTab = page.getByRole('tab', { name: 'Task sheet' });
      await expect(view).toHaveAttribute('data-view', 'exercise');
      await expect(exerciseTab).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByTestId('task-sheet')).toBeHidden();

      // The first hook the sheet lists (the exercise's own frame or first control) and the first control itself.
      const firstHook = await page.getByTestId('task-sheet-selectors').locator('tbody tr td code').first().textContent();
      const hookBox = await page.getByTestId(firstHook!).first().boundingBox();
      expect(hookBox, `${firstHook} is shown`).not.toBeNull();
      expect(hookBox!.y, `${firstHook} starts in the first screen`).toBeLessThan(height);
      const control = await firstControlTop(page);
      expect(control.top, `the first control (${control.what}) is in the first screen`).toBeLessThan(height);

      const keys = (await tableKeys(page)).filter(Boolean);
      expect(keys.filter((key, index) => keys.indexOf(key) !== index), 'a table shown twice').toEqual([]);
      await expectNoA11yViolations(page);

      // The keyboard: Tab reaches the chosen tab, the arrow key shows the other panel.
      await exerciseTab.focus();
      await page.keyboard.press('ArrowRight');
      await expect(sheetTab).toBeFocused();
      await expect(sheetTab).toHaveAttribute('aria-selected', 'true');
      await expect(view).toHaveAttribute('data-view', 'sheet');
      await expect(page.getByTestId('task-sheet-selectors')).toBeVisible();
      await expect(page.getByTestId('task-sheet-limit')).toContainText('200 requests per learner every 10 seconds');
      // The exercise waits behind its tab, still in the page with its hooks.
      await expect(page.getByTestId('practice-body')).toBeHidden();
      await expect(page.getByTestId('practice-body')).toHaveCount(1);
      expect(await overflowingInSheet(page)).toEqual([]);
      await expectNoA11yViolations(page);

      // Remembered: the server draws the sheet from the first byte, and a reload opens on it. The reload holds the
      // learner's part of the page back (the exercise's body is drawn only once it arrives), so the link below is
      // followed before its target exists, as a quick learner or a bookmark can.
      const path = exercisePath(exercise);
      expect(await serverView(page, path)).toBe('sheet');
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(PAGE_FLAGS, async (route) => {
        await held;
        await route.continue();
      });
      await page.reload();
      await expect(view).toHaveAttribute('data-view', 'sheet');
      await expect(page.getByTestId('task-sheet-summary')).toBeVisible();

      // An API exercise lists its error codes once, on the exercise; the sheet links there, for this visit only.
      const toCodes = page.getByTestId('task-sheet-error-codes-link');
      const linksToCodes = (await toCodes.count()) > 0;
      if (linksToCodes) {
        await expect(page.getByTestId('practice-body')).toHaveAttribute('aria-busy', 'true');
        await toCodes.click();
      }
      // The held request is answered before the route goes: a route removed while its handler waits is passed on
      // to the browser, and the handler's own continue then fails.
      const flagsAnswered = page.waitForResponse((reply) => reply.url().includes('/api/practice/v1/page-flags'));
      release();
      await flagsAnswered;
      await page.unroute(PAGE_FLAGS);
      if (linksToCodes) {
        await expect(view).toHaveAttribute('data-view', 'exercise');
        await expect(page.locator(`[id="${(await toCodes.getAttribute('href'))!.slice(1)}"]`)).toBeInViewport();
        expect(await serverView(page, path)).toBe('sheet');
        await sheetTab.click();
      }

      await sheetTab.focus();
      await page.keyboard.press('Home');
      await expect(exerciseTab).toBeFocused();
      await expect(view).toHaveAttribute('data-view', 'exercise');
      await expect(page.getByTestId('practice-body')).toBeVisible();
      // Chosen right after the reload, perhaps before the learner's session (whose id names the cookie) had arrived:
      // the choice is stored once it has, so the server's view is waited for.
      await expect.poll(() => serverView(page, path)).toBe('exercise');
    });
  }
});

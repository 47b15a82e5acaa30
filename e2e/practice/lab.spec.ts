import { readFileSync } from 'node:fs';
import { expectNoA11yViolations } from '../axe';
import { expect, test } from '../fixtures';
import { PAID_STUDENT, UNPAID_STUDENT, expectPath } from '../helpers';
import { logInQuickly, openExercise, openTaskSheet, setBugMode } from './helpers';
import { EXERCISES, HOSTED_EXERCISES, exercisePath } from '../../lib/practice/registry';
import { PRACTICE_ITEMS } from '../../lib/practice/items';
import { PRACTICE_MSG } from '../../lib/messages';
import { expectOnlySameSiteLinks, mainLinksIn } from '../same-site-links';

// What every exercise of the practice lab shares (docs/product.md#practice-lab): hosted links, the versioned
// address, the bug-mode switch, the reset, and a catalogue of planted defects that stays on the server.

/**
 * The catalogue's secret texts, read from its source (the defect modules are server-only and cannot be
 * imported here): the quoted string after `summary:` and those inside `hints: [...]`. `expected` is left
 * out: what a correct exercise does is on its task sheet anyway.
 */
function catalogueTexts(exercise: string): string[] {
  const source = readFileSync(`lib/practice/exercises/${exercise}/defects.ts`, 'utf8');
  const texts: string[] = [];
  for (const match of source.matchAll(/summary:\s*(['"`])((?:\\.|(?!\1).)+)\1/g)) texts.push(match[2]);
  for (const block of source.matchAll(/hints:\s*\[([\s\S]*?)\]/g)) {
    for (const hint of block[1].matchAll(/(['"`])((?:\\.|(?!\1).)+)\1/g)) texts.push(hint[2]);
  }
  return texts.map((text) => text.replace(/\\(.)/g, '$1'));
}

test.describe('practice lab', () => {
  test('the portal practice list opens every hosted exercise inside the app, at its versioned address', async ({ page }) => {
    await logInQuickly(page, PAID_STUDENT);
    await page.goto('/student/practice');
    for (const exercise of HOSTED_EXERCISES) {
      const item = PRACTICE_ITEMS.find((candidate) => candidate.id === exercise);
      const link = page.getByTestId('practice-item').filter({ hasText: item?.title }).getByRole('link');
      await expect(link).toHaveAttribute('href', `/student/practice/${EXERCISES[exercise].link}`);
      await expect(link).not.toHaveAttribute('target', '_blank');
    }
    await expectOnlySameSiteLinks(page);
    await page.getByTestId('practice-item').filter({ hasText: 'Reservation' }).getByRole('link').click();
    await expectPath(page, exercisePath('reservation'));
    await expect(page.getByRole('heading', { level: 1, name: /Reservation/ })).toBeVisible();
    await expect(page.getByTestId('exercise-version')).toHaveText('v1');
    await expect((await openTaskSheet(page)).getByTestId('task-sheet-url')).toHaveText('/student/practice/reservation/v1');
  });

  test('no exercise page links off the site', { tag: '@desktop' }, async ({ page, baseURL }) => {
    await logInQuickly(page, PAID_STUDENT);
    let links = 0;
    for (const exercise of HOSTED_EXERCISES) {
      // The server's render of the page, with the learner's session: every link the page is drawn with.
      const reply = await page.request.get(exercisePath(exercise));
      expect(reply.status(), exercise).toBe(200);
      const hrefs = mainLinksIn(await reply.text());
      links += hrefs.length;
      expect(hrefs.filter((href) => new URL(href, baseURL).origin !== new URL(baseURL!).origin), exercise).toEqual([]);
    }
    expect(links).toBeGreaterThan(HOSTED_EXERCISES.length);
  });

  test('a visitor is sent to the login page', async ({ page }) => {
    for (const exercise of HOSTED_EXERCISES) {
      await page.goto(exercisePath(exercise));
      await expectPath(page, '/login');
    }
  });

  test('the bug-mode switch is stored per learner and survives a reload', { tag: '@desktop' }, async ({ page, browser }) => {
    await openExercise(page, PAID_STUDENT, 'mouse-action');
    const toggle = page.getByRole('switch', { name: 'Practice with planted bugs' });
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByTestId('practice-controls-status')).toHaveText(PRACTICE_MSG.bugModeOn);
    await expect(page.getByTestId('practice-body')).toHaveAttribute('data-bug-mode', 'on');
    await page.reload();
    await expect(page.getByRole('switch', { name: 'Practice with planted bugs' })).toHaveAttribute('aria-checked', 'true');
    // Bug mode is one switch for the whole lab.
    await page.goto(exercisePath('web-elements'));
    await expect(page.getByTestId('practice-body')).toHaveAttribute('data-bug-mode', 'on');

    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await openExercise(otherPage, UNPAID_STUDENT, 'web-elements');
    await otherPage.goto(exercisePath('mouse-action'));
    await expect(otherPage.getByRole('switch', { name: 'Practice with planted bugs' })).toHaveAttribute('aria-checked', 'false');
    await other.close();

    await page.getByRole('switch', { name: 'Practice with planted bugs' }).press('Space');
    await expect(page.getByRole('switch', { name: 'Practice with planted bugs' })).toHaveAttribute('aria-checked', 'false');
    await expect(page.getByTestId('bug-mode-state')).toHaveText('Off: the exercise works as its task sheet says.');
  });

  test('reset asks first, and Cancel keeps the data', async ({ page }) => {
    await openExercise(page, PAID_STUDENT, 'frames-alert');
    await page.getByRole('button', { name: 'Reset my practice data' }).click();
    const dialog = page.getByTestId('reset-practice-dialog');
    await expect(dialog.getByRole('heading', { name: 'Reset your practice data?' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('practice-controls-status')).toHaveText('');

    await page.getByRole('button', { name: 'Reset my practice data' }).click();
    await dialog.getByRole('button', { name: 'Reset' }).click();
    await expect(page.getByTestId('practice-controls-status')).toHaveText(PRACTICE_MSG.resetDone);
    await expect(dialog).toBeHidden();
  });

  // Desktop only: the keyboard drives the disclosure and the tabs (docs/product.md#task-sheets). How the sheet itself
  // opens, and stays chosen, is exercise-first.spec.ts.
  test('the task sheet gives the calls per tool, and its tabs work from the keyboard', { tag: '@desktop' }, async ({ page }) => {
    await openExercise(page, PAID_STUDENT, 'mouse-action');
    const sheet = await openTaskSheet(page);
    await expect(sheet.getByTestId('task-sheet-limit')).toContainText('200 requests per learner every 10 seconds');
    const calls = sheet.getByTestId('task-sheet-tool-calls');
    const toggle = calls.getByTestId('tool-calls-toggle');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(calls.getByRole('tablist')).toHaveCount(0);
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const playwright = calls.getByRole('tab', { name: 'Playwright (TypeScript)' });
    const panel = calls.getByRole('tabpanel');
    await expect(playwright).toHaveAttribute('aria-selected', 'true');
    await expect(panel.getByRole('article', { name: 'Board: drag a card' })).toContainText('dragTo(');
    await page.keyboard.press('Tab');
    await expect(playwright).toBeFocused();
    await page.keyboard.press('ArrowRight');
    const python = calls.getByRole('tab', { name: 'Selenium (Python)' });
    await expect(python).toBeFocused();
    await expect(python).toHaveAttribute('aria-selected', 'true');
    await expect(playwright).toHaveAttribute('aria-selected', 'false');
    await expect(panel.getByTestId('tool-calls-selenium-intro')).toContainText('plain click() works below the fold');
    const drag = panel.getByRole('article', { name: 'Board: drag a card' });
    await expect(drag.getByTestId('tool-calls-code')).toContainText('ActionChains(driver).drag_and_drop(card, end)');
    await expect(drag.getByTestId('tool-calls-note')).toContainText('grip');
    await page.keyboard.press('End');
    await expect(calls.getByRole('tab', { name: 'Cypress' })).toBeFocused();
    await expect(panel).toHaveAttribute('data-tool', 'cypress');
    await expect(panel.getByRole('article', { name: 'Board: drag a card' })).toContainText('new DataTransfer()');
    await expect(panel.getByRole('article', { name: 'Double-click' })).toHaveCount(0);
    await expectNoA11yViolations(page);
  });

  // Desktop only (playwright.config.ts schedules @desktop tests on one project): What the server sends does not depend on the viewport.
  test('no text of the defect catalogue reaches the browser, in bug mode either, nor from the bug hunt', { tag: '@desktop' }, async ({ page }) => {
    const bodies: string[] = [];
    page.on('response', async (response) => {
      const type = response.headers()['content-type'] ?? '';
      if (!/javascript|html|json|text\/x-component|text\/plain/.test(type)) return;
      bodies.push(await response.text().catch(() => ''));
    });
    await logInQuickly(page, PAID_STUDENT);
    await setBugMode(page.request, true);
    for (const exercise of HOSTED_EXERCISES) {
      const texts = catalogueTexts(exercise);
      // Three texts per defect (summary, two hints), four defects at least.
      expect(texts.length, `catalogue texts parsed from lib/practice/exercises/${exercise}/defects.ts`).toBeGreaterThanOrEqual(12);
      await page.goto(exercisePath(exercise));
      await expect(page.getByTestId('practice-body')).toHaveAttribute('data-bug-mode', 'on');
      await expect(page.getByTestId('bug-mode-switch')).toBeEnabled();
      // The bug hunt's panel has read the learner's score board and reports (docs/architecture.md#bug-hunt).
      await expect(page.getByTestId('bug-hunt-found')).toBeVisible();
      await page.waitForLoadState('networkidle');
      const seen = bodies.join('\n');
      expect(texts.filter((text) => seen.includes(text))).toEqual([]);
    }
    await page.goto('/student/practice/bug-hunt');
    await expect(page.getByTestId('score-totals')).toBeVisible();
    await page.waitForLoadState('networkidle');
    const all = HOSTED_EXERCISES.flatMap(catalogueTexts);
    expect(all.filter((text) => bodies.join('\n').includes(text))).toEqual([]);
    expect(bodies.length).toBeGreaterThan(HOSTED_EXERCISES.length);
    await setBugMode(page.request, false);
  });
});

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { HOSTED_EXERCISES } from '@/lib/practice/registry';
import { SELENIUM_INTRO, type TaskSheet, type WidgetCalls } from '@/lib/practice/task-sheet-types';
import { toolCallsMarkdown } from '@/lib/practice/tool-calls-markdown';
import { callsFor } from '@/components/practice/tool-calls-section';
import { exerciseSource, hookInSource } from './exercise-source';

// The task sheets' "Calls per tool" (issue 21, docs/product.md#task-sheets): every widget has calls for
// Playwright and Selenium in Python and Java; the hooks they use are on the sheet and in the code; the cases
// where a tool needs another way say so and name the page's own alternative; the docs match the data.

const sheets = import.meta.glob<TaskSheet>('../../../lib/practice/exercises/*/task-sheet-data.ts', { import: 'TASK_SHEET', eager: true });
const sheetOf = (exercise: string) => sheets[`../../../lib/practice/exercises/${exercise}/task-sheet-data.ts`];

/** The controls of each exercise a learner drives: each must have calls for every tool. */
const CONTROLS: Record<string, readonly string[]> = {
  // Book List's page describes its API and makes the practice tokens a suite calls it with.
  'book-list': ['token-name-input', 'token-create', 'secret-value', 'api-base-url'],
  // Practice Bank: its forms; the code itself is read through the inbox API (a widget of its own, with no hook).
  'practice-bank': ['bank-signup-name', 'bank-signup-email', 'bank-signup-submit', 'bank-code-input', 'bank-code-submit', 'bank-resend', 'bank-signin-email', 'bank-signin-submit', 'bank-signout'],
  // The Employee service's page, likewise: the token and the WSDL's address a SOAP client is built from.
  'employee-wsdl': ['token-name-input', 'token-create', 'secret-value', 'wsdl-link'],
  'web-elements': [
    'dynamic-checkbox-toggle', 'dynamic-input-toggle', 'changing-ids-{action}', 'changing-ids-note', 'waits-start', 'file-input',
    'file-upload-submit', 'file-sample-download', 'file-download', 'table-sort-{column}', 'table-filter', 'table-department',
    'table-page-next', 'feed-sentinel', 'feed-load-more', 'media-image-{name}', 'media-link-{name}',
  ],
  'mouse-action': [
    'card-{card}', 'card-{card}-grip', 'card-{card}-up', 'card-{card}-down', 'card-{card}-target', 'card-{card}-move', 'card-{card}-delete',
    'card-{card}-restore', 'hover-menu-trigger', 'tooltip-trigger', 'dblclick-target', 'context-area', 'hold-button', 'slider', 'key-input',
    'scroll-target',
  ],
  reservation: [
    'search-from', 'search-to', 'search-date', 'search-passengers', 'search-submit', 'sort-{column}', 'page-next', 'flight-select',
    'hotel-{city}-H{n}', 'details-continue', 'passenger-{n}-first-name', 'passengers-continue', 'seat-{row}{letter}', 'seats-continue',
    'card-number', 'pay-button', 'cancel-booking', 'cancel-booking-confirm',
  ],
  grocery: [
    'product-search', 'add-to-cart-{id}', 'cart-button', 'increase-{id}', 'decrease-{id}', 'process-to-buy', 'remove-{id}', 'place-order',
    'order-email', 'order-phone', 'order-country', 'submit-order', 'pay-card', 'pay-wallet', 'pay-cod', 'card-number', 'wallet-email',
    'confirm-payment', 'close-success',
  ],
  'frames-alert': [
    'form-frame', 'frame-form-name', 'frame-form-topic', 'frame-form-submit', 'nested-frame', 'left-frame-button', 'open-new-tab',
    'open-new-window', 'new-window-send', 'show-alert', 'show-confirm', 'show-prompt', 'show-delayed-alert', 'open-shadow-input',
    'open-shadow-button', 'closed-shadow-host', 'open-dialog', 'dialog-cancel',
  ],
};

/** The hooks a call names in code: getByTestId('x'), [data-test="x"], [data-test='x']. */
function hooksInCode(code: string): string[] {
  return [...code.matchAll(/getByTestId\('([^']+)'\)|\[data-test=["']([^"']+)["']\]/g)].map((match) => match[1] ?? match[2]);
}

/** Whether a concrete hook (seat-12C) fits a hook as the sheet writes it (seat-{row}{letter}). */
function fits(hook: string, pattern: string): boolean {
  const source = pattern.split(/\{[^}]+\}/).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('[A-Za-z0-9-]+');
  return new RegExp(`^${source}$`).test(hook);
}

const widget = (calls: readonly WidgetCalls[], name: string) => {
  const found = calls.find((each) => each.widget === name);
  expect(found, `a widget named "${name}"`).toBeDefined();
  return found!;
};

describe('calls per tool', () => {
  it('lists the controls of every hosted exercise', () => {
    expect(Object.keys(CONTROLS).sort()).toEqual([...HOSTED_EXERCISES].sort());
  });

  it.each(HOSTED_EXERCISES)('%s: every control has Playwright, Selenium Python and Selenium Java calls', (exercise) => {
    const calls = sheetOf(exercise).toolCalls;
    const covered = new Set(calls.flatMap(({ hooks }) => hooks));
    expect(CONTROLS[exercise].filter((hook) => !covered.has(hook)), 'controls without calls').toEqual([]);
    for (const each of calls) {
      expect(each.playwright, `${each.widget}: Playwright`).toMatch(/page\.|expect\(|getByTestId/);
      expect(each.seleniumPython, `${each.widget}: Python`).toMatch(/driver/);
      expect(each.seleniumJava, `${each.widget}: Java`).toMatch(/driver/);
      if (each.cypress) expect(each.cypress, `${each.widget}: Cypress`).toMatch(/cy\./);
      for (const tool of ['playwright', 'seleniumPython', 'seleniumJava', 'cypress'] as const) {
        expect((each[tool] ?? '').split('\n').length, `${each.widget}: ${tool} is short`).toBeLessThanOrEqual(4);
      }
    }
    expect(new Set(calls.map(({ widget: name }) => name)).size, 'widget names are unique').toBe(calls.length);
  });

  it.each(HOSTED_EXERCISES)('%s: every hook the calls use is on the sheet and in the code', (exercise) => {
    const sheet = sheetOf(exercise);
    const patterns = sheet.selectors.map(({ hook }) => hook);
    const source = exerciseSource(exercise);
    for (const each of sheet.toolCalls) {
      expect(each.hooks.filter((hook) => !patterns.includes(hook)), `${each.widget}: hooks not on the sheet`).toEqual([]);
      expect(each.hooks.filter((hook) => !hookInSource(hook, source)), `${each.widget}: hooks not in the code`).toEqual([]);
      const named = [each.playwright, each.seleniumPython, each.seleniumJava, each.cypress ?? ''].flatMap(hooksInCode);
      expect(named.filter((hook) => !patterns.some((pattern) => fits(hook, pattern))), `${each.widget}: hooks in code not on the sheet`).toEqual([]);
    }
  });

  it("drags a card with every tool's standard call from its centre, and names the grip and the buttons", () => {
    const calls = sheetOf('mouse-action').toolCalls;
    const drag = widget(calls, 'Board: drag a card');
    expect(drag.playwright).toBe("await page.getByTestId('card-login').dragTo(page.getByTestId('list-sprint-end'));");
    expect(drag.seleniumPython).toMatch(/ActionChains\(driver\)\.drag_and_drop\(card, end\)\.perform\(\)/);
    expect(drag.seleniumJava).toMatch(/new Actions\(driver\)\.dragAndDrop\(card, end\)\.perform\(\);/);
    // The card itself (its centre), not its grip: the grip is for touch.
    for (const code of [drag.seleniumPython, drag.seleniumJava]) expect(code).toMatch(/data-test=["']card-login["']/);
    expect(drag.note).toMatch(/grip/);
    expect(drag.note).toMatch(/buttons/);
    expect(widget(calls, 'Board: the card buttons').seleniumPython).toContain('card-login-move');
  });

  // Issue 41: the sheet's drag calls are what CI runs, word for word: the Playwright one in the e2e and the
  // Playwright kit, the Selenium ones (drag_and_drop and click_and_hold, move_to_element, release) in the Python kit.
  it('the drag calls the sheet prints are the ones the e2e and the starter kits run', () => {
    const drag = widget(sheetOf('mouse-action').toolCalls, 'Board: drag a card');
    const read = (file: string) => readFileSync(path.join(process.cwd(), file), 'utf8');
    expect(read('e2e/practice/mouse-action/board.spec.ts')).toContain(drag.playwright);
    expect(read('practice-kits/mouse-action/playwright/pages/mouse-action-page.ts')).toContain(drag.playwright);
    const kit = read('practice-kits/mouse-action/selenium-python/pages/mouse_action_page.py');
    for (const line of drag.seleniumPython.split('\n')) expect(kit, line).toContain(line.replace(/^# or: /, ''));
  });

  // Issue 41: the seat locator must skip a seat already chosen (still named "available") for the next passenger;
  // the reservation journey runs the sheet's call once per passenger.
  it("the seat call the sheet prints is the one the reservation journey runs for each passenger", () => {
    const seat = widget(sheetOf('reservation').toolCalls, 'Seat map');
    const journey = readFileSync(path.join(process.cwd(), 'e2e/practice/reservation/journey.spec.ts'), 'utf8');
    for (const line of seat.playwright.split('\n').slice(0, 3)) expect(journey, line).toContain(line);
    expect(seat.playwright).toContain('pressed: false');
    for (const code of [seat.seleniumPython, seat.seleniumJava]) expect(code).toMatch(/\[aria-pressed=.false.\]/);
  });

  it('says where Cypress cannot follow a new tab or window, or reach a cross-origin frame, and what to do instead', () => {
    const calls = sheetOf('frames-alert').toolCalls;
    const tab = widget(calls, 'New tab');
    expect(tab.cypress).toMatch(/cy\.visit/);
    expect(tab.note).toMatch(/Cypress cannot follow a new tab/);
    const popup = widget(calls, 'New window');
    expect(popup.cypress).toMatch(/cy\.stub\(win, 'open'\)/);
    expect(popup.note).toMatch(/Cypress cannot drive a second window/);
    const frame = widget(calls, 'Frame with a form');
    expect(frame.note).toMatch(/cross-origin/);
    expect(frame.note).toMatch(/same-origin/);
    for (const name of ['Alert', 'Confirm', 'Prompt', 'Closed shadow root']) expect(widget(calls, name).cypress, name).toBeDefined();
  });

  it('tells Selenium users that a plain click works below the fold, since the site never animates scrolling', () => {
    expect(SELENIUM_INTRO).toMatch(/plain click\(\) works below the fold/);
    expect(readFileSync('app/globals.css', 'utf8')).not.toMatch(/scroll-behavior:\s*smooth/);
  });

  it('shows on the Cypress tab only the widgets where Cypress differs', () => {
    const calls = sheetOf('mouse-action').toolCalls;
    expect(callsFor('playwright', calls)).toHaveLength(calls.length);
    const cypress = callsFor('cypress', calls).map(({ widget: each }) => each.widget);
    expect(cypress).toContain('Board: drag a card');
    expect(cypress).not.toContain('Double-click');
  });

  it.each(HOSTED_EXERCISES)('docs/practice/%s.md has the calls per tool of its task sheet', (exercise) => {
    const doc = readFileSync(path.join(process.cwd(), 'docs/practice', `${exercise}.md`), 'utf8');
    const expected = toolCallsMarkdown(sheetOf(exercise).toolCalls);
    expect(doc.includes(expected), `docs/practice/${exercise}.md is out of date: run npm run docs:tool-calls`).toBe(true);
  });
});

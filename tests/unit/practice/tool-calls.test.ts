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

  it('says where WebDriver cannot drag, and names the grip and the buttons', () => {
    const calls = sheetOf('mouse-action').toolCalls;
    const drag = widget(calls, 'Board: drag a card');
    expect(drag.note).toMatch(/WebDriver/);
    expect(drag.note).toMatch(/grip/);
    expect(drag.note).toMatch(/buttons/);
    // The Selenium calls use the grip, not the HTML5 drag that Actions may not start.
    for (const code of [drag.seleniumPython, drag.seleniumJava]) {
      expect(code).toContain('card-login-grip');
      expect(code).not.toMatch(/drag_and_drop|dragAndDrop/);
    }
    expect(widget(calls, 'Board: the card buttons').seleniumPython).toContain('card-login-move');
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

import type { ErrorCodeLine } from './error-code-list';

// An exercise's task sheet (docs/product.md#task-sheets): what to test, ideas, and the hooks learners may rely on.
// Plain data, kept beside each exercise (lib/practice/exercises/{exercise}/task-sheet-data.ts); a unit test checks that every
// hook it lists exists in the exercise's code.

export interface SelectorHint {
  /**
   * The `data-test` value. A part in braces stands for a changing piece, as in `seat-{row}{letter}`;
   * the rest is fixed.
   */
  hook: string;
  /** What the element is. */
  what: string;
}

/** The tools a task sheet gives calls for, in the order its tabs show them. */
export const TOOLS = ['playwright', 'seleniumPython', 'seleniumJava', 'cypress'] as const;
export type Tool = (typeof TOOLS)[number];

/** How the sheet and the docs name each tool. */
export const TOOL_LABELS: Record<Tool, string> = {
  playwright: 'Playwright (TypeScript)',
  seleniumPython: 'Selenium (Python)',
  seleniumJava: 'Selenium (Java)',
  cypress: 'Cypress',
};

/**
 * What the sheet says once above the Selenium calls. The site never animates scrolling (docs/product.md#site-layout),
 * so WebDriver's own scroll before a click is over when it clicks; the starter kits click with plain click(). It also
 * says how to clear a React input, which WebDriver's clear() does not (issue 41).
 */
export const SELENIUM_INTRO =
  "WebDriver scrolls an element into view before it clicks it, and the site never animates scrolling, so a plain click() works below the fold too: no script and no extra wait. Wait for states (WebDriverWait with expected conditions), never for a fixed time. To clear a text field, select all and delete with keys (Python: field.send_keys(Keys.CONTROL, 'a'), then field.send_keys(Keys.DELETE); Java: field.sendKeys(Keys.chord(Keys.CONTROL, \"a\"), Keys.DELETE)): the site's fields are React inputs, which keep their own copy of the value, and clear() sets the value without the input event React listens for, so the old text comes back.";

/** What the sheet says once above the Cypress calls: only widgets where Cypress differs are listed. */
export const CYPRESS_INTRO =
  'Cypress finds every hook with cy.get(\'[data-test="…"]\') and drives it with its usual commands (click, type, select, check). Listed here: only the widgets where it differs or needs another way.';

/**
 * How each tool drives one widget (docs/product.md#task-sheets). Each call is one to three short lines
 * of current API, using the widget's data-test hooks. Kept per exercise in lib/practice/exercises/{exercise}/tool-calls.ts.
 */
export interface WidgetCalls {
  /** The widget, as the page names it ("Board", "Show prompt"). */
  widget: string;
  /** The widget's hooks the calls work with, written as on the sheet's selector list (`card-{card}-grip`). */
  hooks: readonly string[];
  /** Playwright, TypeScript (testIdAttribute is data-test, so getByTestId finds a hook). */
  playwright: string;
  /** Selenium 4, Python. */
  seleniumPython: string;
  /** Selenium 4, Java. */
  seleniumJava: string;
  /** Cypress, only where it differs from cy.get('[data-test="…"]') and the usual commands, or needs another way. */
  cypress?: string;
  /** Where a tool's standard API cannot drive the widget: which tool, and the way the page offers instead. */
  note?: string;
}

export interface TaskSheet {
  /** One or two sentences: what the exercise is and what a learner practises. */
  summary: string;
  /** The behaviour to check, one statement per line. */
  whatToTest: readonly string[];
  /** Ideas for test cases, including the awkward ones. */
  testIdeas: readonly string[];
  /** Selectors that stay stable within this version. */
  selectors: readonly SelectorHint[];
  /** Fixed delays and other timings the exercise uses on purpose, so tests wait for states, not guesses. */
  timings?: readonly string[];
  /** The calls per tool for every widget: Playwright, Selenium (Python, Java), and Cypress where it differs. */
  toolCalls: readonly WidgetCalls[];
  /** The `code` of every refusal its API answers with (docs/architecture.md#practice-api-error-codes). */
  errorCodes: readonly ErrorCodeLine[];
  /**
   * Where the exercise itself lists the same codes (an API exercise's reference): the sheet then links there instead of
   * showing the table a second time. `anchor` is the id of the section's heading on the exercise.
   */
  errorCodesOnExercise?: { title: string; anchor: string; hook: string };
  /**
   * The parts of the exercise a defect report names as its area (docs/product.md#bug-hunt): the report form's
   * list. They cover the whole exercise, the parts that work as specified too, so naming one says nothing.
   */
  reportAreas: readonly ReportArea[];
}

/** One area a defect report may name: a stable id (sent by the form and the API) and what the sheet shows. */
export interface ReportArea {
  id: string;
  label: string;
}

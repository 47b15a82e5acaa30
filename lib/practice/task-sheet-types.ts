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
  /** The `code` of every refusal its API answers with (docs/architecture.md#practice-api-error-codes). */
  errorCodes: readonly ErrorCodeLine[];
}

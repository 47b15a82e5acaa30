'use client';

import { SCORE_CALL_VARIABLES, scoreCalls, SUITE_EXAMPLES } from '@/lib/practice/suite-score/curl-calls';
import { SheetDisclosure } from './sheet-disclosure';

// "Score your suite" on the task sheet (docs/product.md#suite-score): the scoring loop in four curl calls, the very
// text the docs page prints and CI runs (lib/practice/suite-score/curl-calls.ts). A disclosure like "Calls per tool",
// closed at first: closed, its code is not in the page, so it never matches a learner's getByText() on the exercise.

/** The section's content, open: what it says, the loop for this exercise, and examples of SUITE. */
export function ScoreSuiteBody({ id, exercise }: { id?: string; exercise: string }) {
  return (
    <div id={id} className="space-y-3 border-t border-slate-200 px-4 py-4 text-slate-700" data-test="score-suite-body">
      <p>
        A scoring run plays your own suite against this exercise&apos;s planted defects, one at a time: each round switches one on
        (or none) for you alone, your suite runs, and you report passed or failed. A defect counts as killed when your suite failed
        in its round and your traffic reached it. Any CI can run the loop with bash, curl and jq:
      </p>
      <ul className="list-disc space-y-1 pl-5">
        {SCORE_CALL_VARIABLES.map(({ name, what }) => (
          <li key={name}>
            <code className="text-ink">{name}</code>: {what}
          </li>
        ))}
      </ul>
      {/* Wrapped, not scrolled: a phone shows every line without a sideways scroll. */}
      <pre className="rounded-lg bg-slate-900 p-3 text-xs leading-relaxed break-words whitespace-pre-wrap text-slate-100">
        <code data-test="score-suite-calls">{scoreCalls(exercise)}</code>
      </pre>
      <p>For example:</p>
      <pre className="rounded-lg bg-slate-900 p-3 text-xs leading-relaxed break-words whitespace-pre-wrap text-slate-100">
        <code data-test="score-suite-examples">{SUITE_EXAMPLES.join('\n')}</code>
      </pre>
      <p>
        The starter kits run the same loop with <code className="text-ink">npm run score</code> (Playwright) and{' '}
        <code className="text-ink">python score.py</code> (Selenium + pytest, and the zeep + pytest kit of the SOAP service).
      </p>
    </div>
  );
}

export function ScoreSuiteSection({ exercise }: { exercise: string }) {
  return (
    <SheetDisclosure label="Score your suite" title="Score your suite: the loop in four curl calls" testId="task-sheet-score-suite" toggleTestId="score-suite-toggle">
      {(bodyId) => <ScoreSuiteBody id={bodyId} exercise={exercise} />}
    </SheetDisclosure>
  );
}

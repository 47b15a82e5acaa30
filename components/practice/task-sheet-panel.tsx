import { PRACTICE_LIMIT } from '@/lib/practice/practice-limit-figures';
import type { TaskSheet } from '@/lib/practice/task-sheet-types';
import { ScoreSuiteSection } from './score-suite-section';
import { TaskSheetTable } from './task-sheet-table';
import { ToolCallsSection } from './tool-calls-section';

// The task sheet of every exercise (docs/product.md#task-sheets), the panel behind the page's "Task sheet" tab
// (exercise-view-tabs.tsx). Long hooks and codes wrap (break-words here, anywhere in the tables), so a phone shows
// every word without a sideways scroll.

function Section({ title, items, testId }: { title: string; items: readonly string[]; testId: string }) {
  return (
    <section aria-label={title} data-test={testId}>
      <h3 className="font-semibold text-ink">{title}</h3>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-700">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}

/** An API exercise's reference lists its codes itself: one table on the page, and the sheet says where it is. */
function ErrorCodesOnExercise({ title, anchor, hook }: { title: string; anchor: string; hook: string }) {
  return (
    <section aria-label="Error codes" data-test="task-sheet-error-codes">
      <h3 className="font-semibold text-ink">Error codes the API answers with</h3>
      <p className="mt-2 text-slate-700">
        Listed once, on the exercise: <a href={`#${anchor}`} className="font-medium text-brand-700 underline" data-test="task-sheet-error-codes-link">{title}</a>{' '}
        (<code>data-test=&quot;{hook}&quot;</code>).
      </p>
    </section>
  );
}

export function TaskSheetPanel({ exercise, sheet, versionPath }: { exercise: string; sheet: TaskSheet; versionPath: string }) {
  return (
    <section aria-labelledby="task-sheet-title" className="rounded-2xl border border-slate-200 bg-white break-words shadow-sm" data-test="task-sheet">
      <h2 id="task-sheet-title" className="px-4 pt-4 text-lg font-semibold text-ink sm:px-5">
        Task sheet
      </h2>
      <div className="space-y-6 px-4 py-4 text-sm leading-relaxed sm:px-5">
        <p className="text-slate-700" data-test="task-sheet-summary">
          {sheet.summary}
        </p>
        <p className="text-slate-700">
          Use the versioned address <code className="rounded bg-slate-100 px-1.5 py-0.5 text-ink" data-test="task-sheet-url">{versionPath}</code> in
          your tests: nothing on it changes in a way that breaks a recorded test.
        </p>
        <div className="grid gap-6 lg:grid-cols-2">
          <Section title="What to test" items={sheet.whatToTest} testId="task-sheet-what" />
          <Section title="Test ideas" items={sheet.testIdeas} testId="task-sheet-ideas" />
        </div>
        {sheet.timings?.length ? <Section title="Timings" items={sheet.timings} testId="task-sheet-timings" /> : null}
        <TaskSheetTable
          title="Selectors you may rely on"
          label="Selectors"
          caption="data-test hooks of this exercise"
          codeHeading="data-test"
          meaningHeading="Element"
          rows={sheet.selectors.map(({ hook, what }) => ({ code: hook, meaning: what }))}
          testId="task-sheet-selectors"
        />
        <ToolCallsSection calls={sheet.toolCalls} />
        <ScoreSuiteSection exercise={exercise} />
        <section aria-label="Request limit" data-test="task-sheet-limit">
          <h3 className="font-semibold text-ink">Request limit</h3>
          <p className="mt-2 text-slate-700">
            The practice API takes {PRACTICE_LIMIT.requests} requests per learner every {PRACTICE_LIMIT.windowSeconds} seconds, so one
            learner&apos;s load test never slows down the class. Every reply carries <code>RateLimit-Limit</code>,{' '}
            <code>RateLimit-Remaining</code> and <code>RateLimit-Reset</code> (seconds until the window ends). Past the limit it answers{' '}
            <code>429</code> with the code <code>RATE_LIMITED</code> and <code>Retry-After</code> in seconds: a good suite waits that
            long and tries again.
          </p>
        </section>
        <Section
          title="Areas for defect reports"
          items={sheet.reportAreas.map((area) => `${area.label} (${area.id})`)}
          testId="task-sheet-report-areas"
        />
        {sheet.errorCodesOnExercise ? (
          <ErrorCodesOnExercise {...sheet.errorCodesOnExercise} />
        ) : (
          <TaskSheetTable
            title="Error codes the API answers with"
            label="Error codes"
            caption="the code field of this exercise's API refusals"
            codeHeading="code"
            meaningHeading="When"
            rows={sheet.errorCodes.map(({ code, when }) => ({ code, meaning: when }))}
            testId="task-sheet-error-codes"
          />
        )}
      </div>
    </section>
  );
}

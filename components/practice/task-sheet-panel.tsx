import { PRACTICE_LIMIT } from '@/lib/practice/practice-limit-figures';
import type { TaskSheet } from '@/lib/practice/task-sheet-types';
import { TaskSheetTable } from './task-sheet-table';
import { ToolCallsSection } from './tool-calls-section';

// The task sheet above every exercise (docs/product.md#task-sheets). A native <details>: open by default,
// folds away with the keyboard or a click, and needs no script.

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

export function TaskSheetPanel({ sheet, versionPath }: { sheet: TaskSheet; versionPath: string }) {
  return (
    <details open className="group rounded-2xl border border-slate-200 bg-white shadow-sm" data-test="task-sheet">
      <summary className="flex cursor-pointer list-none items-center justify-between gap-3 rounded-2xl px-5 py-4 text-ink focus-visible:outline-2 focus-visible:outline-brand-600 [&::-webkit-details-marker]:hidden">
        <h2 className="text-lg font-semibold">Task sheet</h2>
        <span aria-hidden="true" className="text-slate-500 transition-transform group-open:rotate-180">
          ▾
        </span>
      </summary>
      <div className="space-y-6 border-t border-slate-200 px-5 py-5 text-sm leading-relaxed">
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
        <TaskSheetTable
          title="Error codes the API answers with"
          label="Error codes"
          caption="the code field of this exercise's API refusals"
          codeHeading="code"
          meaningHeading="When"
          rows={sheet.errorCodes.map(({ code, when }) => ({ code, meaning: when }))}
          testId="task-sheet-error-codes"
        />
      </div>
    </details>
  );
}

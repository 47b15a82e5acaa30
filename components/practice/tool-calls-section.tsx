'use client';

import { useId, useState } from 'react';
import { useRovingTabs } from '@/components/ui/use-roving-tabs';
import { SheetDisclosure } from './sheet-disclosure';
import { CYPRESS_INTRO, SELENIUM_INTRO, TOOL_LABELS, TOOLS, type Tool, type WidgetCalls } from '@/lib/practice/task-sheet-types';

// "Calls per tool" on the task sheet (docs/product.md#task-sheets): how Playwright, Selenium (Python, Java) and
// Cypress drive every widget of the exercise. A disclosure (./sheet-disclosure.tsx, closed at first) opens one set
// of tabs, one per tool, in the ARIA tabs pattern: Tab reaches the chosen tab, the arrow keys, Home and End move
// between tools, and the panel below shows that tool's calls.


/** The calls a tool's tab shows: every widget, but for Cypress only the widgets where it differs. */
export function callsFor(tool: Tool, calls: readonly WidgetCalls[]): { widget: WidgetCalls; code: string }[] {
  return calls.flatMap((widget) => {
    const code = widget[tool];
    return code ? [{ widget, code }] : [];
  });
}

export function ToolCallsSection({ calls }: { calls: readonly WidgetCalls[] }) {
  const [tool, setTool] = useState<Tool>('playwright');
  const id = useId();
  const shown = callsFor(tool, calls);

  const { tabRef, onKeyDown } = useRovingTabs(TOOLS.length, (index) => setTool(TOOLS[index]));

  return (
    <SheetDisclosure label="Calls per tool" title="Calls per tool: Playwright, Selenium, Cypress" testId="task-sheet-tool-calls" toggleTestId="tool-calls-toggle">
      {(bodyId) => (
        <div id={bodyId} className="space-y-4 border-t border-slate-200 px-4 py-4">
          <p className="text-slate-700">
            How Playwright, Selenium and Cypress drive each widget, with the hooks above. Where a tool cannot use its usual API, the
            note says so and names the way this page offers instead.
          </p>
          <div role="tablist" aria-label="Tool" className="flex flex-wrap gap-2" data-test="tool-calls-tabs">
            {TOOLS.map((each, index) => (
              <button
                key={each}
                ref={tabRef(index)}
                type="button"
                role="tab"
                id={`${id}-tab-${each}`}
                aria-selected={each === tool}
                aria-controls={`${id}-panel`}
                tabIndex={each === tool ? 0 : -1}
                onClick={() => setTool(each)}
                onKeyDown={(event) => onKeyDown(event, index)}
                className="rounded-lg border border-slate-300 px-3 py-1.5 font-medium text-slate-700 hover:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 aria-selected:border-brand-600 aria-selected:bg-brand-50 aria-selected:text-brand-800"
                data-test={`tool-calls-tab-${each}`}
              >
                {TOOL_LABELS[each]}
              </button>
            ))}
          </div>
          <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${tool}`} tabIndex={0} data-tool={tool} data-test="tool-calls-panel" className="space-y-5 rounded-lg focus-visible:outline-2 focus-visible:outline-brand-600">
            {tool === 'cypress' ? <p className="text-slate-700">{CYPRESS_INTRO}</p> : null}
            {tool === 'seleniumPython' || tool === 'seleniumJava' ? (
              <p className="text-slate-700" data-test="tool-calls-selenium-intro">
                {SELENIUM_INTRO}
              </p>
            ) : null}
            {shown.map(({ widget, code }) => (
              <article key={widget.widget} aria-label={widget.widget} data-test="tool-calls-widget">
                <h4 className="font-semibold text-ink">{widget.widget}</h4>
                <p className="mt-1 text-slate-600">
                  Hooks:{' '}
                  {widget.hooks.map((hook, index) => (
                    <span key={hook}>
                      {index ? ', ' : null}
                      <code className="text-ink">{hook}</code>
                    </span>
                  ))}
                </p>
                {/* Wrapped, not scrolled: a phone shows every line without a sideways scroll. */}
                <pre className="mt-2 rounded-lg bg-slate-900 p-3 text-xs leading-relaxed break-words whitespace-pre-wrap text-slate-100">
                  <code data-test="tool-calls-code">{code}</code>
                </pre>
                {widget.note ? (
                  <p className="mt-2 text-slate-700" data-test="tool-calls-note">
                    {widget.note}
                  </p>
                ) : null}
              </article>
            ))}
          </div>
        </div>
      )}
    </SheetDisclosure>
  );
}

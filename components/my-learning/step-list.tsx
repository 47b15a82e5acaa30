import type { ReactNode } from 'react';

export interface StepItem {
  key: string | number;
  done: boolean;
  /** The step's name, a link where it can be opened. */
  label: ReactNode;
  /** What the step's state says, e.g. "Read", "45% watched". */
  state: string;
}

interface StepListProps {
  id: string;
  title: string;
  /** A line under the heading, e.g. "2 of 5 done". */
  summary: string;
  items: StepItem[];
  /** Shown in place of the list when it is empty. */
  empty: ReactNode;
  testId: string;
}

/** One part of a course view (topics, videos, exercises): each step with ✔ or ○ and its state in words. */
export function StepList({ id, title, summary, items, empty, testId }: StepListProps) {
  return (
    <section aria-labelledby={id} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm" data-test={testId}>
      <h2 id={id} className="text-lg font-semibold text-ink">
        {title}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{summary}</p>
      {items.length === 0 ? (
        <div className="mt-3 text-sm text-slate-700" data-test={`${testId}-empty`}>
          {empty}
        </div>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100 text-sm">
          {items.map((item) => (
            <li key={item.key} className="flex flex-wrap items-baseline justify-between gap-2 py-2" data-test={`${testId}-item`} data-done={item.done}>
              <span className="text-slate-800">
                <span aria-hidden="true" className={item.done ? 'text-emerald-700' : 'text-slate-400'}>
                  {item.done ? '✔ ' : '○ '}
                </span>
                {item.label}
              </span>
              <span className={item.done ? 'font-semibold text-emerald-800' : 'text-slate-700'}>{item.state}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

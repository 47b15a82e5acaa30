import type { ReactNode } from 'react';

/** One part of the exercise: a card with its heading (h2 under the page's h1) and a line saying what to do. */
export function SectionCard({ id, title, intro, testId, children }: { id: string; title: string; intro: string; testId: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-title`} className="min-w-0 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5" data-test={testId}>
      <h2 id={`${id}-title`} className="text-lg font-semibold text-ink">
        {title}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{intro}</p>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** The line where a part shows its outcome; a polite live region, so screen readers hear each change. */
export function ResultLine({ testId, children }: { testId: string; children: ReactNode }) {
  return (
    <p role="status" aria-live="polite" className="mt-3 rounded-lg bg-slate-50 px-3 py-2 text-sm font-medium break-words text-ink" data-test={testId}>
      {children}
    </p>
  );
}

import type { ReactNode } from 'react';

// One card of the Web Elements exercise: a landmark named by its heading, with a stable hook.

interface SectionCardProps {
  /** The heading's id, unique on the page. */
  headingId: string;
  title: string;
  description: string;
  testId: string;
  className?: string;
  children: ReactNode;
}

export function SectionCard({ headingId, title, description, testId, className = '', children }: SectionCardProps) {
  return (
    <section aria-labelledby={headingId} data-test={testId} className={`min-w-0 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 ${className}`.trim()}>
      <h2 id={headingId} className="text-xl font-semibold text-ink">
        {title}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{description}</p>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** The look of a button that is pressed while it waits (aria-disabled keeps it focusable for keyboard users). */
export const WAITING_BUTTON = 'aria-disabled:cursor-wait aria-disabled:opacity-70';

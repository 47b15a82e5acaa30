import type { ReactNode } from 'react';

// One widget of the exercise in the site's card look, with the Playwright calls it is built for.

interface ExerciseSectionProps {
  id: string;
  title: string;
  /** The automation calls the widget expects, shown under the title (the task sheet lists them too). */
  tools: string;
  children: ReactNode;
  className?: string;
}

export function ExerciseSection({ id, title, tools, children, className = '' }: ExerciseSectionProps) {
  const headingId = `ma-${id}-heading`;
  return (
    <section aria-labelledby={headingId} data-test={`section-${id}`} className={`rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5 ${className}`.trim()}>
      <h2 id={headingId} className="text-lg font-semibold text-ink">
        {title}
      </h2>
      <p className="mt-1 text-xs text-slate-600">
        <span className="font-semibold text-slate-700">Automate with:</span> <code className="break-words">{tools}</code>
      </p>
      <div className="mt-3">{children}</div>
    </section>
  );
}

import type { ReactNode } from 'react';

interface LearningPanelProps {
  /** id of the heading, which names the section for assistive technology. */
  headingId: string;
  title: string;
  dataTest?: string;
  children: ReactNode;
}

/** One of the /learning page's side panels: a titled card. */
export function LearningPanel({ headingId, title, dataTest, children }: LearningPanelProps) {
  return (
    <section
      aria-labelledby={headingId}
      data-test={dataTest}
      className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
    >
      <h2 id={headingId} className="border-b border-slate-200 bg-slate-50 px-5 py-4 text-lg font-semibold text-ink">
        {title}
      </h2>
      <div className="p-5">{children}</div>
    </section>
  );
}

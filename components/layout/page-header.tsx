import type { ReactNode } from 'react';

interface PageHeaderProps {
  /** Short label above the heading: the area of the site ("Resources", "Programs"). */
  eyebrow?: ReactNode;
  title: ReactNode;
  /** A sentence or two under the heading on what the page is for. */
  intro?: ReactNode;
  className?: string;
}

/** The head of a public page: eyebrow, the page's one h1, and its introduction. */
export function PageHeader({ eyebrow, title, intro, className = 'max-w-3xl' }: PageHeaderProps) {
  return (
    <header className={className}>
      {eyebrow ? <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">{eyebrow}</p> : null}
      <h1 className={`${eyebrow ? 'mt-2 ' : ''}text-3xl font-bold tracking-tight text-ink sm:text-4xl`}>{title}</h1>
      {intro ? <p className="mt-3 text-lg leading-relaxed text-slate-700">{intro}</p> : null}
    </header>
  );
}

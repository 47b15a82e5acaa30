import type { ReactNode } from 'react';

interface SectionHeadingProps {
  /** Referenced by the section's aria-labelledby. */
  id: string;
  /** A short label above the title. */
  eyebrow?: string;
  title: string;
  /** One or two sentences under the title. */
  children?: ReactNode;
  tone?: 'light' | 'dark';
}

/** The h2 and intro every home-page section opens with, so the sections share one rhythm. */
export function SectionHeading({ id, eyebrow, title, children, tone = 'light' }: SectionHeadingProps) {
  const dark = tone === 'dark';
  return (
    <div className="max-w-3xl">
      {eyebrow ? (
        <p className={`text-sm font-semibold uppercase tracking-wider ${dark ? 'text-accent-500' : 'text-brand-700'}`}>{eyebrow}</p>
      ) : null}
      <h2 id={id} className={`mt-2 text-3xl font-bold tracking-tight sm:text-4xl ${dark ? 'text-white' : 'text-ink'}`}>
        {title}
      </h2>
      {children ? <p className={`mt-4 text-lg leading-relaxed ${dark ? 'text-brand-100' : 'text-slate-600'}`}>{children}</p> : null}
    </div>
  );
}

import type { ReactNode } from 'react';

const WIDTHS = {
  narrow: 'max-w-3xl',
  medium: 'max-w-5xl',
  wide: 'max-w-6xl',
  full: 'max-w-7xl',
} as const;

interface PortalPageProps {
  /** The portal's name above the heading ('Admin Panel', 'Student Portal'). */
  eyebrow: string;
  title: string;
  /** One or two sentences under the heading on what the page is for. */
  intro?: ReactNode;
  width?: keyof typeof WIDTHS;
  children: ReactNode;
}

/** The frame every portal page shares: eyebrow, the page's one h1 (labelling the section), intro, content. */
export function PortalPage({ eyebrow, title, intro, width = 'medium', children }: PortalPageProps) {
  return (
    <section aria-labelledby="page-title" className={`mx-auto w-full ${WIDTHS[width]} px-4 py-10 sm:px-6 sm:py-12`}>
      <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">{eyebrow}</p>
      <h1 id="page-title" className="mt-2 text-3xl font-bold tracking-tight text-ink">
        {title}
      </h1>
      {intro ? <p className="mt-3 max-w-3xl leading-relaxed text-slate-700">{intro}</p> : null}
      <div className={intro ? 'mt-8' : 'mt-6'}>{children}</div>
    </section>
  );
}

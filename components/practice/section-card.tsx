import type { ReactNode } from 'react';

// One part of an exercise page: a landmark named by its heading (an h2 under the page's h1), a line saying
// what to do, and a stable data-test hook. Shared by every exercise that is laid out in cards; `size`
// keeps each exercise's spacing exactly as its learners' screenshots know it.

const SIZES = {
  /** Frames & Alert: denser cards, a smaller heading. */
  compact: { card: 'p-4 sm:p-5', heading: 'text-lg', body: 'mt-4' },
  /** Web Elements: roomier cards. */
  roomy: { card: 'p-5 sm:p-6', heading: 'text-xl', body: '' },
} as const;

interface SectionCardProps {
  /** The heading's id, unique on the page. */
  headingId: string;
  title: string;
  description: string;
  testId: string;
  size: keyof typeof SIZES;
  className?: string;
  children: ReactNode;
}

export function SectionCard({ headingId, title, description, testId, size, className = '', children }: SectionCardProps) {
  const look = SIZES[size];
  return (
    <section
      aria-labelledby={headingId}
      data-test={testId}
      className={`min-w-0 rounded-2xl border border-slate-200 bg-white ${look.card} shadow-sm ${className}`.trim()}
    >
      <h2 id={headingId} className={`${look.heading} font-semibold text-ink`}>
        {title}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{description}</p>
      {look.body ? <div className={look.body}>{children}</div> : children}
    </section>
  );
}

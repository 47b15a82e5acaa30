import type { ReactNode } from 'react';
import { SectionHeading } from './section-heading';

interface HomeSectionProps {
  /** The h2's id; the section is labelled by it. */
  titleId: string;
  testId: string;
  /** The section's background and outer behaviour (overflow). */
  className: string;
  /** Extra classes of the centred column, for sections that lay the heading beside their content. */
  layout?: string;
  eyebrow: string;
  title: string;
  intro: ReactNode;
  children: ReactNode;
}

/** A home-page section: the centred column, the shared heading, then the section's content. */
export function HomeSection({ titleId, testId, className, layout = '', eyebrow, title, intro, children }: HomeSectionProps) {
  return (
    <section aria-labelledby={titleId} data-test={testId} className={className}>
      <div className={`mx-auto max-w-7xl px-4 py-16 sm:px-6 ${layout}`.trim()}>
        <SectionHeading id={titleId} eyebrow={eyebrow} title={title}>
          {intro}
        </SectionHeading>
        {children}
      </div>
    </section>
  );
}

import type { ReactNode } from 'react';
import { ButtonLink } from '@/components/ui/button-link';

interface PracticeHeaderProps {
  /** The label above the title ("Practice Exercise", "Student Portal"). */
  eyebrow: string;
  /** The page's one h1 (it labels the page's section through id="page-title"). */
  title: ReactNode;
  /** Beside the title, e.g. the exercise's version badge. */
  badge?: ReactNode;
}

/** The head of every practice page: the way back to the list, an eyebrow and the title. */
export function PracticeHeader({ eyebrow, title, badge }: PracticeHeaderProps) {
  return (
    <>
      <ButtonLink href="/student/practice" variant="inline">
        ← Back to Practice
      </ButtonLink>
      <p className="mt-4 text-sm font-semibold uppercase tracking-wider text-brand-700">{eyebrow}</p>
      <h1 id="page-title" className="mt-2 flex flex-wrap items-baseline gap-3 text-3xl font-bold tracking-tight text-ink">
        {title}
        {badge}
      </h1>
    </>
  );
}

import type { KeyFigures } from '@/lib/admin/dashboard';
import { FigureTile } from './figure-tile';

interface Figure {
  key: keyof KeyFigures;
  label: string;
  /** The list the figure counts. */
  href: string;
  hint: (figures: KeyFigures) => string;
}

const percentOf = (part: number, whole: number) => (whole === 0 ? '0%' : `${Math.round((part / whole) * 100)}%`);

const FIGURES: readonly Figure[] = [
  { key: 'students', label: 'Students', href: '/admin/students', hint: () => 'registered accounts' },
  { key: 'verified', label: 'Verified', href: '/admin/students?verified=yes', hint: (f) => `${percentOf(f.verified, f.students)} of students` },
  { key: 'paid', label: 'Paid', href: '/admin/students?paid=yes', hint: (f) => `${percentOf(f.paid, f.students)} of students` },
  { key: 'reviews', label: 'Reviews', href: '/admin/reviews', hint: () => 'written by students' },
  { key: 'videos', label: 'Videos', href: '/admin/training-video', hint: () => 'training videos' },
  { key: 'ads', label: 'Ads', href: '/admin/ads', hint: () => 'in the home carousel' },
];

/** The six counts about accounts and content; each opens the list it counts. */
export function KeyFiguresGrid({ figures }: { figures: KeyFigures }) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6" data-test="key-figures">
      {FIGURES.map((figure) => (
        <FigureTile key={figure.key} label={figure.label} value={figures[figure.key]} hint={figure.hint(figures)} href={figure.href} testId={`figure-${figure.key}`} />
      ))}
    </dl>
  );
}

import Link from 'next/link';
import type { KeyFigures } from '@/lib/admin/dashboard';

interface Figure {
  key: keyof KeyFigures;
  label: string;
  /** Where the admin manages what the figure counts. */
  href: string;
  hint: (figures: KeyFigures) => string;
}

const percentOf = (part: number, whole: number) => (whole === 0 ? '0%' : `${Math.round((part / whole) * 100)}%`);

const FIGURES: readonly Figure[] = [
  { key: 'students', label: 'Students', href: '/admin/students', hint: () => 'registered accounts' },
  { key: 'verified', label: 'Verified', href: '/admin/students', hint: (f) => `${percentOf(f.verified, f.students)} of students` },
  { key: 'paid', label: 'Paid', href: '/admin/students', hint: (f) => `${percentOf(f.paid, f.students)} of students` },
  { key: 'reviews', label: 'Reviews', href: '/', hint: () => 'shown on the home page' },
  { key: 'videos', label: 'Videos', href: '/admin/training-video', hint: () => 'training videos' },
  { key: 'ads', label: 'Ads', href: '/admin/ads', hint: () => 'in the home carousel' },
];

/** The six counts at the top of the admin home; each links to the page that manages it. */
export function KeyFiguresGrid({ figures }: { figures: KeyFigures }) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6" data-test="key-figures">
      {FIGURES.map((figure) => (
        <div key={figure.key} className="relative rounded-xl border border-slate-200 bg-white p-4 shadow-sm focus-within:ring-2 focus-within:ring-brand-500">
          <dt className="text-sm font-medium text-slate-600">
            <Link href={figure.href} className="after:absolute after:inset-0 focus:outline-none">
              {figure.label}
            </Link>
          </dt>
          <dd className="mt-1 text-3xl font-bold tabular-nums text-ink" data-test={`figure-${figure.key}`}>
            {figures[figure.key]}
          </dd>
          <dd className="mt-1 text-xs text-slate-500">{figure.hint(figures)}</dd>
        </div>
      ))}
    </dl>
  );
}

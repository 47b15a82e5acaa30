import { ACTIVE_DAYS, INACTIVE_DAYS, type LearningFigures } from '@/lib/admin/learning-figures';
import { FigureTile } from './figure-tile';

interface Figure {
  key: keyof LearningFigures;
  label: string;
  /** The list the figure counts: the class view filtered or sorted by it, or the page that lists it. */
  href: string;
  hint: string;
}

const FIGURES: readonly Figure[] = [
  { key: 'active', label: 'Active learners', href: `/admin/progress?active=${ACTIVE_DAYS}`, hint: `did something in the last ${ACTIVE_DAYS} days` },
  { key: 'inactive', label: 'Inactive learners', href: `/admin/progress?inactive=${INACTIVE_DAYS}`, hint: `nothing for ${INACTIVE_DAYS} days or more, or never started` },
  { key: 'certificates', label: 'Certificates', href: '/admin/certificates?status=issued', hint: 'valid certificates issued' },
  { key: 'exercises', label: 'Exercises completed', href: '/admin/progress?sort=exercises&dir=desc', hint: 'by all learners' },
  { key: 'defects', label: 'Defects found', href: '/admin/bug-hunt', hint: 'credited in the bug hunt' },
  { key: 'challenges', label: 'Challenges met', href: '/admin/progress?sort=challenges&dir=desc', hint: 'in the practice lab' },
];

/** The learning counts at the top of the admin home; each opens the list it counts. */
export function LearningFiguresGrid({ figures }: { figures: LearningFigures }) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6" data-test="learning-figures">
      {FIGURES.map((figure) => (
        <FigureTile key={figure.key} label={figure.label} value={figures[figure.key]} hint={figure.hint} href={figure.href} testId={`learning-${figure.key}`} />
      ))}
    </dl>
  );
}

import { duration } from '@/components/practice/bug-hunt/score-tables';
import type { DefectStat } from '@/lib/practice/bug-hunt/trainer-stats';

// The trainer's view of every planted defect (docs/product.md#admin-bug-hunt), grouped by exercise: each exercise says
// how many of its planted defects at least one learner found, and each defect is named by what is wrong (its catalogue
// summary) and its kind, so "nobody found RES-04" reads as "nobody noticed the total ignores the passenger count".
// Trainers may read the catalogue; learners never see this page. Drawn on the server as plain tables: the bar beside
// each count is decoration (aria-hidden), the numbers are text.

const percent = (share: number | null) => (share === null ? '–' : `${Math.round(share * 100)} %`);
const KIND_LABELS: Record<DefectStat['category'], string> = { functional: 'Functional', validation: 'Validation', ui: 'UI', accessibility: 'Accessibility', performance: 'Performance' };

interface ExerciseName {
  id: string;
  name: string;
}

export function DefectChart({ stats, hunters, exercises }: { stats: readonly DefectStat[]; hunters: number; exercises: readonly ExerciseName[] }) {
  const scale = Math.max(1, hunters, ...stats.map((stat) => stat.found));
  const groups = exercises.map((exercise) => ({ ...exercise, defects: stats.filter((stat) => stat.exercise === exercise.id) })).filter((group) => group.defects.length > 0);
  const found = stats.filter((stat) => stat.found > 0).length;
  return (
    <section aria-labelledby="defects-title" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6" data-test="defect-chart">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="defects-title" className="text-xl font-semibold text-ink">
          Planted defects by exercise
        </h2>
        <p className="text-sm text-slate-700" data-test="defect-total">
          {`${found} of ${stats.length} found by at least one of ${hunters} ${hunters === 1 ? 'learner' : 'learners'} hunting`}
        </p>
      </div>
      <div className="mt-4 space-y-6">
        {groups.map((group) => (
          <ExerciseDefects key={group.id} name={group.name} id={group.id} defects={group.defects} scale={scale} />
        ))}
      </div>
    </section>
  );
}

function ExerciseDefects({ id, name, defects, scale }: { id: string; name: string; defects: readonly DefectStat[]; scale: number }) {
  const found = defects.filter((stat) => stat.found > 0).length;
  const headingId = `defects-${id}`;
  return (
    <section aria-labelledby={headingId} data-test="defect-exercise" data-exercise={id}>
      <h3 id={headingId} className="flex flex-wrap items-baseline gap-x-3 font-semibold text-ink">
        {name}
        <span className="text-sm font-normal text-slate-700" data-test="defect-exercise-found">
          {`${found} of ${defects.length} planted defects found`}
        </span>
      </h3>
      {/* Scrolls sideways on a phone: a region the keyboard can reach and scroll too. */}
      <div className="mt-2 overflow-x-auto" tabIndex={0} role="region" aria-label={`${name} defects, scrolling sideways`}>
        <table className="w-full min-w-[44rem] text-left text-sm">
          <caption className="sr-only">{`${name}: each planted defect, the learners who found it, the median time to find it and the share that needed hints`}</caption>
          <thead>
            <tr className="border-b border-slate-200 text-slate-600">
              {['Defect', 'Kind', 'Found by', 'Median time to find', 'Needed hints'].map((head) => (
                <th key={head} scope="col" className="py-1 pr-4 font-medium">
                  {head}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {defects.map((stat) => (
              <tr key={stat.id} className="border-b border-slate-100 align-top" data-test="defect-table-row" data-defect={stat.id}>
                <th scope="row" className="max-w-xl py-2 pr-4 font-normal">
                  <span className="block text-slate-900" data-test="defect-title">
                    {stat.summary}
                  </span>
                  <span className="font-mono text-xs text-slate-600">{stat.id}</span>
                </th>
                <td className="py-2 pr-4 whitespace-nowrap" data-test="defect-kind">
                  {`${KIND_LABELS[stat.category]}, ${stat.difficulty}`}
                </td>
                <td className="py-2 pr-4">
                  <FoundBar stat={stat} scale={scale} />
                </td>
                <td className="py-2 pr-4 tabular-nums">{stat.medianSecondsToFind === null ? '–' : duration(stat.medianSecondsToFind)}</td>
                <td className="py-2 tabular-nums">{percent(stat.shareWithHints)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** The count as text, with a bar as long as the learners who found it (its amber part: after a hint). */
function FoundBar({ stat, scale }: { stat: DefectStat; scale: number }) {
  const width = (stat.found / scale) * 100;
  const hinted = width * (stat.shareWithHints ?? 0);
  return (
    <div className="flex items-center gap-2" data-test="defect-found">
      <span className="relative block h-2.5 w-24 shrink-0 overflow-hidden rounded bg-slate-100" aria-hidden="true">
        <span className="absolute inset-y-0 left-0 bg-brand-600" style={{ width: `${width - hinted}%` }} />
        <span className="absolute inset-y-0 bg-amber-600" style={{ left: `${width - hinted}%`, width: `${hinted}%` }} />
      </span>
      <span className="tabular-nums whitespace-nowrap">{stat.found === 0 ? 'nobody yet' : `${stat.found} ${stat.found === 1 ? 'learner' : 'learners'}`}</span>
    </div>
  );
}

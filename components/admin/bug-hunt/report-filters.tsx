import { TRAINER_VERDICT_LABELS } from '@/lib/messages';
import { VERDICTS } from '@/lib/practice/bug-hunt/schemas';
import type { TrainerReportFilter } from '@/lib/practice/bug-hunt/trainer-reports';

// The trainer's report filters (docs/product.md#admin-bug-hunt): a plain GET form, so the filtering and paging happen
// on the server and every filtered page has its own address.

const field = 'mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base shadow-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none';

export function ReportFilters({ filter, exercises }: { filter: TrainerReportFilter; exercises: readonly { id: string; name: string }[] }) {
  return (
    <form method="get" action="/admin/bug-hunt#reports" className="grid gap-3 sm:grid-cols-4 sm:items-end" aria-label="Filter the reports" data-test="report-filters">
      <div>
        <label htmlFor="filter-exercise" className="text-sm font-medium text-slate-700">
          Exercise
        </label>
        <select id="filter-exercise" name="exercise" defaultValue={filter.exercise ?? ''} className={field} data-test="filter-exercise">
          <option value="">All exercises</option>
          {exercises.map((exercise) => (
            <option key={exercise.id} value={exercise.id}>
              {exercise.name}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="filter-learner" className="text-sm font-medium text-slate-700">
          Learner (name or e-mail)
        </label>
        <input id="filter-learner" name="learner" type="search" defaultValue={filter.learner ?? ''} className={field} data-test="filter-learner" />
      </div>
      <div>
        <label htmlFor="filter-verdict" className="text-sm font-medium text-slate-700">
          Verdict
        </label>
        <select id="filter-verdict" name="verdict" defaultValue={filter.verdict ?? ''} className={field} data-test="filter-verdict">
          <option value="">Any verdict</option>
          {VERDICTS.map((verdict) => (
            <option key={verdict} value={verdict}>
              {TRAINER_VERDICT_LABELS[verdict]}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="rounded-lg bg-brand-600 px-4 py-2.5 font-semibold text-white hover:bg-brand-700" data-test="filter-submit">
        Filter
      </button>
    </form>
  );
}

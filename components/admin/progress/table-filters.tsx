import { buttonClasses } from '@/components/ui/button-styles';
import type { TrainerTableQuery } from '@/lib/validation/trainer';

const fieldClass = 'w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base shadow-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none';
const labelClass = 'block text-sm font-medium text-slate-800';

/** The activity choices in days; the dashboard's figures open "active within 7" and "inactive for 14". */
const DAY_CHOICES = [7, 14, 30, 60];

/** The choices, with a hand-typed day count that is not one of them, so it still shows as chosen. */
const choicesWith = (days: number | undefined) => (days && !DAY_CHOICES.includes(days) ? [...DAY_CHOICES, days] : DAY_CHOICES);

const monthName = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const batchLabel = (month: string) => monthName.format(new Date(`${month}-01T00:00:00Z`));

interface TableFiltersProps {
  query: TrainerTableQuery;
  courses: { courseId: number; courseName: string }[];
  courseId: number | null;
  batches: string[];
  /** Schedule batches learners enrolled in; a learner with one recorded is in it, not in their month. */
  scheduleBatches: { scheduleId: number; label: string }[];
}

/**
 * The trainer's filters as a plain GET form: the server filters, sorts and pages, so the table works without
 * JavaScript and a filtered view is a link to share. An empty choice is left out of the address (queryParamsOf).
 */
export function TableFilters({ query, courses, courseId, batches, scheduleBatches }: TableFiltersProps) {
  return (
    <form method="get" action="/admin/progress" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-[repeat(6,1fr)_auto] xl:items-end" data-test="progress-filters">
      <label className={labelClass}>
        Course
        <select name="course" defaultValue={courseId ?? ''} className={`mt-1 ${fieldClass}`} data-test="filter-course">
          <option value="">All courses</option>
          {courses.map((course) => (
            <option key={course.courseId} value={course.courseId}>
              {course.courseName}
            </option>
          ))}
        </select>
      </label>
      <label className={labelClass}>
        Name or e-mail
        <input type="search" name="q" defaultValue={query.q} maxLength={100} className={`mt-1 ${fieldClass}`} data-test="filter-q" />
      </label>
      <label className={labelClass}>
        Batch
        <select name="joined" defaultValue={query.joined ?? ''} className={`mt-1 ${fieldClass}`} data-test="filter-joined">
          <option value="">All batches</option>
          {scheduleBatches.length > 0 ? (
            <optgroup label="Schedule batch">
              {scheduleBatches.map((batch) => (
                <option key={batch.scheduleId} value={batch.scheduleId}>
                  {batch.label}
                </option>
              ))}
            </optgroup>
          ) : null}
          <optgroup label="Month joined (no batch chosen)">
            {batches.map((month) => (
              <option key={month} value={month}>
                {batchLabel(month)}
              </option>
            ))}
          </optgroup>
        </select>
      </label>
      <label className={labelClass}>
        Active within
        <select name="active" defaultValue={query.active ?? ''} className={`mt-1 ${fieldClass}`} data-test="filter-active">
          <option value="">Any time</option>
          {choicesWith(query.active).map((days) => (
            <option key={days} value={days}>
              {days} days
            </option>
          ))}
        </select>
      </label>
      <label className={labelClass}>
        Inactive for
        <select name="inactive" defaultValue={query.inactive ?? ''} className={`mt-1 ${fieldClass}`} data-test="filter-inactive">
          <option value="">Any</option>
          {choicesWith(query.inactive).map((days) => (
            <option key={days} value={days}>
              {days} days or more
            </option>
          ))}
        </select>
      </label>
      <label className={labelClass}>
        Certificate
        <select name="certificate" defaultValue={query.certificate} className={`mt-1 ${fieldClass}`} data-test="filter-certificate">
          <option value="any">Any</option>
          <option value="issued">Issued</option>
          <option value="revoked">Revoked</option>
          <option value="none">None</option>
        </select>
      </label>
      <input type="hidden" name="sort" value={query.sort} />
      <input type="hidden" name="dir" value={query.dir} />
      <button type="submit" className={buttonClasses('primary', 'md')} data-test="filter-apply">
        Apply
      </button>
    </form>
  );
}

import { buttonClasses } from '@/components/ui/button-styles';
import type { TrainerTableQuery } from '@/lib/validation/trainer';

const fieldClass = 'w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base shadow-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none';

/**
 * The trainer's filters as a plain GET form: the server filters, sorts and pages, so the table works without
 * JavaScript and a filtered view is a link to share.
 */
export function TableFilters({ query, courses, courseId }: { query: TrainerTableQuery; courses: { courseId: number; courseName: string }[]; courseId: number | null }) {
  return (
    <form method="get" action="/admin/progress" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1fr_auto] lg:items-end" data-test="progress-filters">
      <label className="block text-sm font-medium text-slate-800">
        Course
        <select name="course" defaultValue={courseId ?? undefined} className={`mt-1 ${fieldClass}`} data-test="filter-course">
          {courses.map((course) => (
            <option key={course.courseId} value={course.courseId}>
              {course.courseName}
            </option>
          ))}
        </select>
      </label>
      <label className="block text-sm font-medium text-slate-800">
        Name or e-mail
        <input type="search" name="q" defaultValue={query.q} maxLength={100} className={`mt-1 ${fieldClass}`} data-test="filter-q" />
      </label>
      <label className="block text-sm font-medium text-slate-800">
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

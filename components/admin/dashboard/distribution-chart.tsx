import Link from 'next/link';
import { PROGRESS_BANDS, type CourseDistribution, type ProgressBand } from '@/lib/admin/progress-distribution';

// How far the class is in each course: one stacked bar per course, drawn as server SVG and hidden from assistive tech;
// the table under it holds the same numbers and is what screen readers read.

const FILLS: Record<ProgressBand, string> = {
  none: 'fill-slate-300',
  started: 'fill-sky-400',
  halfway: 'fill-brand-500',
  complete: 'fill-emerald-600',
};

const WIDTH = 600;
const BAR = 18;

export function DistributionChart({ courses }: { courses: CourseDistribution[] }) {
  return (
    <figure className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6" data-test="distribution-chart">
      <figcaption className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="text-lg font-semibold text-ink">Progress per course</span>
        <span className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600" aria-hidden="true">
          {PROGRESS_BANDS.map((band) => (
            <span key={band.key} className="flex items-center gap-1.5">
              <svg viewBox="0 0 10 10" className="size-3">
                <rect width="10" height="10" rx="2" className={FILLS[band.key]} />
              </svg>
              {band.label}
            </span>
          ))}
        </span>
      </figcaption>
      {courses.length === 0 ? (
        <p className="mt-4 text-sm text-slate-700">No course yet.</p>
      ) : (
        <>
          <ul className="mt-4 space-y-3" aria-hidden="true">
            {courses.map((course) => {
              let left = 0;
              return (
                <li key={course.courseId}>
                  <p className="text-sm font-medium text-slate-800">{course.courseName}</p>
                  <svg viewBox={`0 0 ${WIDTH} ${BAR}`} className="mt-1 h-auto w-full" preserveAspectRatio="none">
                    <rect width={WIDTH} height={BAR} rx={3} className="fill-slate-100" />
                    {PROGRESS_BANDS.map((band) => {
                      const width = course.learners === 0 ? 0 : (course.bands[band.key] / course.learners) * WIDTH;
                      const x = left;
                      left += width;
                      return width > 0 ? <rect key={band.key} x={x} width={width} height={BAR} className={FILLS[band.key]} /> : null;
                    })}
                  </svg>
                </li>
              );
            })}
          </ul>
          <details className="mt-3 text-sm">
            <summary className="cursor-pointer font-medium text-brand-700 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500">Show the numbers</summary>
            <div className="mt-2 overflow-x-auto">
              <table className="w-full text-left" data-test="distribution-table">
                <caption className="sr-only">Learners in each band of course progress, per course</caption>
                <thead>
                  <tr className="border-b border-slate-200 text-slate-600">
                    <th scope="col" className="py-1 pr-4 font-medium">
                      Course
                    </th>
                    {PROGRESS_BANDS.map((band) => (
                      <th key={band.key} scope="col" className="py-1 pr-4 font-medium">
                        {band.label}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {courses.map((course) => (
                    <tr key={course.courseId} className="border-b border-slate-100" data-test="distribution-row">
                      <th scope="row" className="py-1 pr-4 font-normal">
                        <Link href={`/admin/progress?course=${course.courseId}&sort=progress&dir=desc`} className="text-brand-700 underline underline-offset-4">
                          {course.courseName}
                        </Link>
                      </th>
                      {PROGRESS_BANDS.map((band) => (
                        <td key={band.key} className="py-1 pr-4 tabular-nums" data-band={band.key}>
                          {course.bands[band.key]}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </details>
        </>
      )}
    </figure>
  );
}

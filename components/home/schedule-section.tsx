import type { ScheduleRow } from '@/lib/schedule/queries';
import { SCHEDULE_COLUMNS as COLUMNS } from '@/lib/schedule/table-columns';
import { SectionHeading } from './section-heading';

const cellClass = 'whitespace-nowrap px-4 py-3';

/** The Course Schedule table (SPEC §2.3); it scrolls sideways inside its own box on narrow screens. */
export function ScheduleSection({ rows }: { rows: ScheduleRow[] }) {
  return (
    <section aria-labelledby="schedule-title" data-test="home-schedule" className="bg-slate-50">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
        <SectionHeading id="schedule-title" eyebrow="Next batches" title="Course Schedule">
          Pick a batch that fits your week. Come to the demo class to meet the team before the project starts.
        </SectionHeading>
        {/* Focusable so keyboard users can scroll the table sideways (the region is its scroll container). */}
        <div
          role="region"
          aria-labelledby="schedule-caption"
          tabIndex={0}
          className="mt-10 overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm"
        >
          <table data-test="schedule-table" className="w-full min-w-3xl border-collapse text-left text-sm">
            <caption id="schedule-caption" className="px-4 pt-4 pb-2 text-left text-sm text-slate-600">
              Upcoming course batches with class days, meeting times and the course fee in US dollars.
            </caption>
            <thead className="border-b border-slate-200 bg-brand-50 text-xs font-semibold uppercase tracking-wide text-brand-900">
              <tr>
                {COLUMNS.map((column) => (
                  <th key={column.title} scope="col" className={cellClass}>
                    {column.title}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200 text-slate-700">
              {rows.length === 0 ? (
                <tr>
                  <td colSpan={COLUMNS.length} data-test="schedule-empty" className="px-4 py-8 text-center text-slate-600">
                    There is no schedule for now ...
                  </td>
                </tr>
              ) : (
                rows.map((row) => <ScheduleTableRow key={row.id} row={row} />)
              )}
            </tbody>
          </table>
        </div>
      </div>
    </section>
  );
}

function ScheduleTableRow({ row }: { row: ScheduleRow }) {
  return (
    <tr data-test="schedule-row" className="hover:bg-slate-50">
      {COLUMNS.map((column, index) =>
        index === 0 ? (
          <th key={column.title} scope="row" className={`${cellClass} font-semibold text-ink`}>
            {column.cell(row)}
          </th>
        ) : (
          <td key={column.title} className={cellClass}>
            {column.cell(row)}
          </td>
        ),
      )}
    </tr>
  );
}

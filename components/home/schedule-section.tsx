import type { ReactNode } from 'react';
import type { ScheduleRow } from '@/lib/schedule/queries';
import { SCHEDULE_COLUMNS as COLUMNS, type ScheduleColumn } from '@/lib/schedule/table-columns';
import { EnrolLink } from '@/components/enrolment/enrol-link';
import { HomeSection } from './home-section';

const cellClass = 'whitespace-nowrap px-4 py-3';

/** The Course Schedule table (docs/product.md#home-page); it scrolls sideways inside its own box on narrow screens. */
export function ScheduleSection({ rows }: { rows: ScheduleRow[] }) {
  return (
    <HomeSection
      titleId="schedule-title"
      testId="home-schedule"
      className="bg-slate-50"
      eyebrow="Next batches"
      title="Course Schedule"
      intro="Pick a batch that fits your week. Come to the demo class to meet the team before the project starts."
    >
      <ScheduleGrid
        rows={rows}
        captionId="schedule-caption"
        caption="Upcoming course batches with class days, meeting times and the course fee in US dollars."
        testId="schedule-table"
        rowTestId="schedule-row"
        className="mt-10"
        cellClass={cellClass}
        actions={{ title: 'Enrol', cell: enrolCell }}
        empty={
          <tr>
            <td colSpan={COLUMNS.length + 1} data-test="schedule-empty" className="px-4 py-8 text-center text-slate-600">
              There is no schedule for now ...
            </td>
          </tr>
        }
      />
    </HomeSection>
  );
}

/** A row's Enrol (docs/product.md#home-page); a batch kept from before batches named a catalogue course has none. */
function enrolCell(row: ScheduleRow): ReactNode {
  if (row.catalogue_course_id === null) return <span className="text-slate-500">Ask us</span>;
  return <EnrolLink scheduleId={row.id} courseName={row['Project Name']} startDate={row['Start Date']} />;
}

interface ScheduleGridProps {
  rows: readonly ScheduleRow[];
  captionId: string;
  caption: string;
  testId: string;
  rowTestId: string;
  /** The scroll box's place on the page. */
  className: string;
  cellClass: string;
  /** The cells of the free-text columns that may wrap; `cellClass` when not given. */
  wrapCellClass?: string;
  /** A last column after SCHEDULE_COLUMNS (the admin's Delete), aligned right. */
  actions?: { title: string; cell: (row: ScheduleRow) => ReactNode };
  /** The row shown when there are no rows. */
  empty?: ReactNode;
}

/**
 * The schedule columns (docs/product.md#home-page) as a table, the first cell heading its row: the home page's table,
 * and the admin Course Schedule table with its Delete column. It scrolls sideways inside its own box
 * on narrow screens, focusable so keyboard users can scroll it (the region is its scroll container).
 */
export function ScheduleGrid({ rows, captionId, caption, testId, rowTestId, className, cellClass, wrapCellClass, actions, empty }: ScheduleGridProps) {
  const bodyCellClass = (column: ScheduleColumn) => (column.wraps && wrapCellClass ? wrapCellClass : cellClass);
  return (
    <div role="region" aria-labelledby={captionId} tabIndex={0} className={`overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm ${className}`}>
      <table data-test={testId} className="w-full min-w-3xl border-collapse text-left text-sm">
        <caption id={captionId} className="px-4 pt-4 pb-2 text-left text-sm text-slate-600">
          {caption}
        </caption>
        <thead className="border-b border-slate-200 bg-brand-50 text-xs font-semibold uppercase tracking-wide text-brand-900">
          <tr>
            {COLUMNS.map((column) => (
              <th key={column.title} scope="col" className={cellClass}>
                {column.title}
              </th>
            ))}
            {actions ? (
              <th scope="col" className={`${cellClass} text-right`}>
                {actions.title}
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 text-slate-700">
          {rows.length === 0 && empty
            ? empty
            : rows.map((row) => (
                <tr key={row.id} data-test={rowTestId} className="hover:bg-slate-50">
                  {COLUMNS.map((column, index) =>
                    index === 0 ? (
                      <th key={column.title} scope="row" className={`${bodyCellClass(column)} font-semibold text-ink`}>
                        {column.cell(row)}
                      </th>
                    ) : (
                      <td key={column.title} className={bodyCellClass(column)}>
                        {column.cell(row)}
                      </td>
                    ),
                  )}
                  {actions ? <td className={`${cellClass} text-right`}>{actions.cell(row)}</td> : null}
                </tr>
              ))}
        </tbody>
      </table>
    </div>
  );
}

import type { ScheduleRow } from '@/lib/schedule/queries';
import { SCHEDULE_COLUMNS, type ScheduleColumn } from '@/lib/schedule/table-columns';

interface ScheduleTableProps {
  rows: readonly ScheduleRow[];
  /** The row whose deletion is under way: its button is disabled meanwhile. */
  deletingId: number | null;
  onDelete: (row: ScheduleRow) => void;
}

const cellClass = 'whitespace-nowrap px-3 py-3';
// Beside the sidebar, the long free-text columns wrap so Fee and Delete stay in view on a laptop screen.
const cellClassFor = (column: ScheduleColumn) => (column.wraps ? 'min-w-40 px-3 py-3' : cellClass);

/**
 * The admin Course Schedule table (SPEC §2.5): the home page's columns plus a Delete per row.
 * It scrolls sideways inside its own focusable box on narrow screens, as the home table does. The box
 * is `relative`: the Delete buttons' visually hidden labels are absolutely positioned, and without a
 * positioned box around them they escape the scroll box and widen the whole page on phones.
 */
export function ScheduleTable({ rows, deletingId, onDelete }: ScheduleTableProps) {
  return (
    <div
      role="region"
      aria-labelledby="admin-schedule-caption"
      tabIndex={0}
      className="relative overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm"
    >
      <table data-test="admin-schedule-table" className="w-full min-w-3xl border-collapse text-left text-sm">
        <caption id="admin-schedule-caption" className="px-4 pt-4 pb-2 text-left text-sm text-slate-600">
          Scheduled course batches, soonest first. The home page shows the same rows.
        </caption>
        <thead className="border-b border-slate-200 bg-brand-50 text-xs font-semibold uppercase tracking-wide text-brand-900">
          <tr>
            {SCHEDULE_COLUMNS.map((column) => (
              <th key={column.title} scope="col" className={cellClass}>
                {column.title}
              </th>
            ))}
            <th scope="col" className={`${cellClass} text-right`}>
              Actions
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 text-slate-700">
          {rows.map((row) => (
            <tr key={row.id} data-test="admin-schedule-row" className="hover:bg-slate-50">
              {SCHEDULE_COLUMNS.map((column, index) =>
                index === 0 ? (
                  <th key={column.title} scope="row" className={`${cellClassFor(column)} font-semibold text-ink`}>
                    {column.cell(row)}
                  </th>
                ) : (
                  <td key={column.title} className={cellClassFor(column)}>
                    {column.cell(row)}
                  </td>
                ),
              )}
              <td className={`${cellClass} text-right`}>
                <button
                  type="button"
                  onClick={() => onDelete(row)}
                  disabled={deletingId === row.id}
                  aria-busy={deletingId === row.id}
                  data-test="schedule-delete"
                  className="cursor-pointer rounded-lg border border-red-300 px-3 py-1.5 text-sm font-semibold text-red-700 hover:bg-red-50 disabled:cursor-wait disabled:opacity-60"
                >
                  {deletingId === row.id ? 'Deleting…' : 'Delete'}
                  <span className="sr-only">
                    {' '}
                    {row['Project Name']} ({row.Project_id})
                  </span>
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

import { DeleteButton } from '@/components/admin/shared/delete-button';
import { ScheduleGrid } from '@/components/home/schedule-section';
import type { ScheduleRow } from '@/lib/schedule/queries';

const editButtonClass = 'cursor-pointer rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-semibold text-slate-800 hover:bg-slate-50';

interface ScheduleTableProps {
  rows: readonly ScheduleRow[];
  /** The row whose deletion is under way: its button is disabled meanwhile. */
  deletingId: number | null;
  onDelete: (row: ScheduleRow) => void;
  /** Opens the form on this batch. */
  onEdit: (row: ScheduleRow) => void;
}

/**
 * The admin Course Schedule table (docs/product.md#admin-schedule): the home page's table plus Edit and Delete per row. Beside
 * the sidebar, the long free-text columns wrap so Fee and Delete stay in view on a laptop screen. The
 * scroll box is `relative`: the Delete buttons' visually hidden labels are absolutely positioned, and
 * without a positioned box around them they escape the scroll box and widen the whole page on phones.
 */
export function ScheduleTable({ rows, deletingId, onDelete, onEdit }: ScheduleTableProps) {
  return (
    <ScheduleGrid
      rows={rows}
      captionId="admin-schedule-caption"
      caption="Scheduled course batches, soonest first. The home page shows the same rows."
      testId="admin-schedule-table"
      rowTestId="admin-schedule-row"
      className="relative"
      cellClass="whitespace-nowrap px-3 py-3"
      wrapCellClass="min-w-40 px-3 py-3"
      actions={{
        title: 'Actions',
        cell: (row) => (
          <div className="flex gap-2">
            {/* The visible word first, then what it edits: the accessible name starts with what the button shows. */}
            <button type="button" onClick={() => onEdit(row)} aria-haspopup="dialog" data-test="schedule-edit" className={editButtonClass}>
              Edit<span className="sr-only"> {`${row['Project Name']} (${row.Project_id})`}</span>
            </button>
            <DeleteButton
              deleting={deletingId === row.id}
              onClick={() => onDelete(row)}
              srName={`${row['Project Name']} (${row.Project_id})`}
              data-test="schedule-delete"
            />
          </div>
        ),
      }}
    />
  );
}

import type { ScheduleRow } from './queries';

/** One Course Schedule column: its title (docs/product.md#home-page) and the text its cell shows for a row. */
export interface ScheduleColumn {
  title: string;
  cell: (row: ScheduleRow) => string;
  /** Free text that may wrap where a table has to fit a narrower box (the admin table beside its sidebar). */
  wraps?: boolean;
}

// Column titles (docs/product.md#home-page, docs/product.md#admin-schedule), in order; the home page and the
// admin table show the same columns. The first one (the batch ID) heads its row.
export const SCHEDULE_COLUMNS: readonly ScheduleColumn[] = [
  { title: 'ID', cell: (row) => row.Project_id },
  { title: 'Course Name', cell: (row) => row['Project Name'], wraps: true },
  { title: 'Start Date', cell: (row) => row['Start Date'] },
  { title: 'Weekdays', cell: (row) => row.Weekdays },
  { title: 'Demo Date', cell: (row) => row['Demo Date'] },
  { title: 'Duration', cell: (row) => row.Duration },
  { title: 'Time', cell: (row) => row['Meeting Time'], wraps: true },
  { title: 'Fee', cell: (row) => `$${row.Fee}` },
];

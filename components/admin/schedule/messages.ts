import type { ScheduleRow } from '@/lib/schedule/queries';

// The admin schedule screen's texts (docs/product.md#admin-schedule): the specified loading and empty lines
// and 'No data available.' exactly as written; the others are ours.
export const SCHEDULE_TEXT = {
  loading: 'Please wait to load data...',
  empty: 'There is no course time table ...',
  noData: 'No data available.',
  fetchFailed: 'Failed to fetch the course schedule. Please try again.',
  saveFailed: 'The course schedule could not be saved. Please try again.',
  deleteFailed: 'The course schedule could not be deleted. Please try again.',
  added: (row: Pick<ScheduleRow, 'Project Name'>) => `Added the ${row['Project Name']} batch to the schedule.`,
  deleted: (row: ScheduleRow) => `Deleted the ${row['Project Name']} batch (${row.Project_id}).`,
  confirmDelete: (row: ScheduleRow) =>
    `Are you sure you want to delete this course schedule?\n\n${row['Project Name']} (${row.Project_id}), starting ${row['Start Date']}. It is removed from the home page too.`,
} as const;

// The course schedule (docs/product.md#admin-schedule).

/** The schedule form and POST /api/schedule: every field required, each with its own message. */
export const SCHEDULE_MSG = {
  courseId: 'Course Id is required',
  courseName: 'Course Name is required',
  startDate: 'Start Date is required',
  weekdays: 'Weekdays is required',
  demoDate: 'Demo Date is required',
  duration: 'Duration is required',
  time: 'Time is required',
  fee: 'fee is required',
  dateFormat: 'Use the date format YYYY-MM-DD',
  feeNumber: 'Fee must be a whole number of dollars',
  courseNotInCatalogue: 'Pick a course of the catalogue',
  rowNotFound: 'Schedule row not found.',
} as const;

/** A schedule row as these texts name it (the spreadsheet's column titles, docs/product.md#data-model). */
interface NamedRow {
  'Project Name': string;
  Project_id: string;
  'Start Date': string;
}

/**
 * The admin schedule screen: the specified loading and empty lines and 'No data available.' exactly as written; the
 * others are ours.
 */
export const SCHEDULE_TEXT = {
  loading: 'Please wait to load data...',
  empty: 'There is no course time table ...',
  noData: 'No data available.',
  fetchFailed: 'Failed to fetch the course schedule. Please try again.',
  saveFailed: 'The course schedule could not be saved. Please try again.',
  deleteFailed: 'The course schedule could not be deleted. Please try again.',
  added: (row: Pick<NamedRow, 'Project Name'>) => `Added the ${row['Project Name']} batch to the schedule.`,
  edited: (row: Pick<NamedRow, 'Project Name' | 'Project_id'>) => `Saved the ${row['Project Name']} batch (${row.Project_id}).`,
  noCourses: 'The catalogue has no course yet: add one under My Learning first.',
  deleted: (row: Pick<NamedRow, 'Project Name' | 'Project_id'>) => `Deleted the ${row['Project Name']} batch (${row.Project_id}).`,
  confirmDelete: (row: NamedRow) =>
    `Are you sure you want to delete this course schedule?\n\n${row['Project Name']} (${row.Project_id}), starting ${row['Start Date']}. It is removed from the home page too.`,
} as const;

import type { courseSchedule } from '../db/schema';
import type { ScheduleBatchValues, ScheduleRowValues } from '../validation/schedule';
import { trimIsoTimestampToDate } from './format';

/** A course schedule row in the spec's wire names (docs/product.md#data-model), the spreadsheet's own column titles. */
export interface ScheduleRow {
  id: number;
  Project_id: string;
  'Project Name': string;
  'Start Date': string;
  Weekdays: string;
  'Demo Date': string;
  Duration: string;
  'Meeting Time': string;
  Fee: number;
  /** The catalogue course the batch teaches (docs/product.md#admin-schedule); null for an old batch no course matched. */
  catalogue_course_id: number | null;
}

/** A `course_schedule` row as the API, the home page and the Google Sheet mirror show it. */
export function toScheduleRow(row: typeof courseSchedule.$inferSelect): ScheduleRow {
  return {
    id: row.id,
    Project_id: row.projectId,
    'Project Name': row.projectName,
    'Start Date': row.startDate,
    Weekdays: row.weekdays,
    'Demo Date': trimIsoTimestampToDate(row.demoDate),
    Duration: row.duration,
    'Meeting Time': row.meetingTime,
    Fee: row.fee,
    catalogue_course_id: row.courseId,
  };
}

/**
 * A validated schedule row (docs/product.md#data-model) (form, API or sheet) → the `course_schedule` columns to
 * insert.
 */
export function toScheduleColumns(row: ScheduleRowValues): typeof courseSchedule.$inferInsert {
  return {
    projectId: row.Project_id,
    projectName: row['Project Name'],
    startDate: row['Start Date'],
    weekdays: row.Weekdays,
    demoDate: row['Demo Date'],
    duration: row.Duration,
    meetingTime: row['Meeting Time'],
    fee: row.Fee,
  };
}

/** A batch from the admin's form → its `course_schedule` columns; the Course Name is the catalogue course's name. */
export function toBatchColumns(batch: ScheduleBatchValues, courseName: string): typeof courseSchedule.$inferInsert {
  return { ...toScheduleColumns({ ...batch, 'Project Name': courseName }), courseId: batch.catalogue_course_id };
}

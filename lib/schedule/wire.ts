import type { courseSchedule } from '../db/schema';
import type { ScheduleRowValues } from '../validation/schedule';
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

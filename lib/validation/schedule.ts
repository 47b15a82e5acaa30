import { z } from 'zod';
import { SCHEDULE_MSG } from '../messages';
import { singleLineText } from './text';

// The course schedule form (docs/product.md#admin-schedule): every field required, each with its own message.
// The wire names are the spreadsheet's column titles (docs/product.md#data-model), which the form and POST
// /api/schedule share.

const required = (message: string, max = 120) => singleLineText(message).trim().min(1, message).max(max, `At most ${max} characters`);
const isoDate = (message: string) =>
  required(message, 40)
    // An ISO timestamp is trimmed to its date ('Demo Date', docs/product.md#data-model).
    .transform((value) => value.split('T')[0])
    .pipe(z.string().regex(/^\d{4}-\d{2}-\d{2}$/, SCHEDULE_MSG.dateFormat));

export const scheduleRowSchema = z.object({
  Project_id: required(SCHEDULE_MSG.courseId, 40),
  'Project Name': required(SCHEDULE_MSG.courseName),
  'Start Date': isoDate(SCHEDULE_MSG.startDate),
  Weekdays: required(SCHEDULE_MSG.weekdays),
  'Demo Date': isoDate(SCHEDULE_MSG.demoDate),
  Duration: required(SCHEDULE_MSG.duration, 60),
  'Meeting Time': required(SCHEDULE_MSG.time, 60),
  Fee: z.union([z.number(), z.string().trim()], { error: SCHEDULE_MSG.fee })
    .refine((value) => value !== '', SCHEDULE_MSG.fee)
    .transform((value) => Number(value))
    .pipe(z.number({ error: SCHEDULE_MSG.feeNumber }).int(SCHEDULE_MSG.feeNumber).min(0, SCHEDULE_MSG.feeNumber).max(1_000_000, SCHEDULE_MSG.feeNumber)),
});
export type ScheduleRowInput = z.input<typeof scheduleRowSchema>;
export type ScheduleRowValues = z.output<typeof scheduleRowSchema>;

/** The largest PostgreSQL `serial` (int4): a larger id cannot name a course. */
const MAX_SERIAL = 2_147_483_647;

/**
 * A batch as the admin adds or edits it (docs/product.md#admin-schedule), the form's and POST/PUT /api/schedule's one
 * schema: the row's fields, but the course is picked from the catalogue by its id (`catalogue_course_id`; the schedule's
 * own `course_id` is the row's id, as the spreadsheet service named it) instead of typed. The Course Name column then
 * shows that course's name. Rows from the Google Sheet keep their free-text name (scheduleRowSchema).
 */
export const scheduleBatchSchema = scheduleRowSchema.omit({ 'Project Name': true }).extend({
  catalogue_course_id: z
    .union([z.number(), z.string().trim()], { error: SCHEDULE_MSG.courseName })
    .refine((value) => value !== '', SCHEDULE_MSG.courseName)
    .transform((value) => Number(value))
    .pipe(z.number({ error: SCHEDULE_MSG.courseName }).int(SCHEDULE_MSG.courseName).min(1, SCHEDULE_MSG.courseName).max(MAX_SERIAL, SCHEDULE_MSG.courseName)),
});
export type ScheduleBatchInput = z.input<typeof scheduleBatchSchema>;
export type ScheduleBatchValues = z.output<typeof scheduleBatchSchema>;

/** DELETE /api/schedule {course_id}: the row's id, as the spreadsheet service used it. */
export const scheduleDeleteSchema = z.object({ course_id: z.coerce.number({ error: 'course_id is required' }).int().positive('course_id is required') });

import { z } from 'zod';
import { TRAINING_MSG } from '../messages';
import { singleLineText } from './text';

// Video upload (docs/product.md#admin-videos): content (the title) and the file are both required, video files only. The
// admin form and POST /api/trainings share these rules and messages.

export const TRAINING_TITLE_MAX = 200;

/** The `content` multipart field: the video's title, trimmed. */
export const trainingTitleSchema = singleLineText(TRAINING_MSG.missing)
  .trim()
  .min(1, TRAINING_MSG.missing)
  .max(TRAINING_TITLE_MAX, TRAINING_MSG.titleMax);

/** The largest PostgreSQL `serial` (int4): a larger id cannot name a course. */
const MAX_SERIAL = 2_147_483_647;

/**
 * The `course_id` field: the catalogue course the video belongs to, or "All courses" (empty, absent or null → null).
 * A multipart form sends it as text, the edit's JSON as a number. Whether the course exists is the server's check.
 */
export const trainingCourseSchema = z
  .union([z.number(), z.string().trim(), z.null()], { error: TRAINING_MSG.course })
  .optional()
  .transform((value) => (value === '' || value === null || value === undefined ? null : Number(value)))
  .pipe(z.number({ error: TRAINING_MSG.course }).int(TRAINING_MSG.course).min(1, TRAINING_MSG.course).max(MAX_SERIAL, TRAINING_MSG.course).nullable());

/**
 * A video's text fields: POST /api/trainings (multipart, with the file) and PATCH /api/trainings/videos/{id} (JSON, the
 * edit) take the same ones, and the admin's forms check them with this schema first.
 */
export const trainingFieldsSchema = z.object({ content: trainingTitleSchema, course_id: trainingCourseSchema });

/**
 * The `upload_key` multipart field and DELETE /api/trainings/uploads/{key}: a key the admin's browser makes for one
 * upload (16 random bytes, hex), so that Cancel can name an upload the server may already have stored. Optional on
 * the upload: an API client that never cancels need not send one.
 */
export const uploadKeySchema = z.string({ error: TRAINING_MSG.uploadKey }).regex(/^[0-9a-f]{32}$/, TRAINING_MSG.uploadKey);
export const uploadKeyParam = z.object({ key: uploadKeySchema });

/** POST /api/trainings's multipart text fields: a video's fields and the optional `upload_key`. */
export const trainingUploadFieldsSchema = trainingFieldsSchema.extend({ upload_key: uploadKeySchema.optional() });
export type TrainingFieldsInput = z.input<typeof trainingFieldsSchema>;
export type TrainingFields = z.output<typeof trainingFieldsSchema>;

/**
 * Client-side pre-check of the upload form, so a refused form costs no upload. The server checks the
 * title again, and the file by its bytes (a renamed text file still gets its 415).
 */
export function trainingUploadProblem(
  title: string,
  file: { size: number; type: string } | null | undefined,
  maxBytes: number,
  courseId: TrainingFieldsInput['course_id'] = null,
): string | null {
  const parsed = trainingFieldsSchema.safeParse({ content: title, course_id: courseId });
  if (!file || file.size === 0) return TRAINING_MSG.missing;
  if (!parsed.success) return parsed.error.issues[0]?.message ?? TRAINING_MSG.missing;
  if (!file.type.startsWith('video/')) return TRAINING_MSG.badType;
  if (file.size > maxBytes) return TRAINING_MSG.tooLarge;
  return null;
}

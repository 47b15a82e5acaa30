import 'server-only';
import { eq } from 'drizzle-orm';
import { badRequest, conflict, notFound } from '../api/errors';
import { parseOrThrow } from '../api/parse-or-throw';
import { CACHE_TAGS, invalidate } from '../cache/tags';
import { getDb } from '../db/client';
import { courses, trainingVideos } from '../db/schema';
import { isUniqueViolation } from '../db/unique-violation';
import { removeMedia } from '../storage';
import type { ReceivedFile, ReceivedForm } from '../uploads/receive-file';
import { TRAINING_MSG } from '../messages';
import { trainingFieldsSchema, trainingUploadFieldsSchema, type TrainingFields } from '../validation/trainings';
import { wasCancelled } from './cancel-marks';
import { durationStatus, type TrainingVideo } from './queries';
import { recordVideoDuration } from './video-duration';

/** The video's course must be in the catalogue (null: all courses); otherwise a 400 naming the field. */
async function assertCourseExists(courseId: number | null): Promise<void> {
  if (courseId === null) return;
  const db = await getDb();
  const [course] = await db.select({ id: courses.id }).from(courses).where(eq(courses.id, courseId));
  if (!course) throw badRequest(TRAINING_MSG.courseNotFound, { course_id: TRAINING_MSG.courseNotFound });
}

/** The multipart text fields, parsed: a wrong title answers what the form needs, a wrong course or key says so. */
function parseFields(fields: ReceivedForm['fields']): TrainingFields & { uploadKey: string | null } {
  const { content } = parseOrThrow(trainingFieldsSchema.pick({ content: true }), { content: fields.content ?? '' }, { message: TRAINING_MSG.missing });
  const { course_id } = parseOrThrow(trainingFieldsSchema.pick({ course_id: true }), { course_id: fields.course_id });
  const { upload_key } = parseOrThrow(trainingUploadFieldsSchema.pick({ upload_key: true }), { upload_key: fields.upload_key });
  return { content, course_id, uploadKey: upload_key ?? null };
}

/** The video just stored under `uploadKey`, if its upload was cancelled meanwhile (./upload-cancel.ts): removed, and a 409. */
async function undoIfCancelled(id: number, uploadKey: string | null): Promise<void> {
  if (uploadKey === null || !(await wasCancelled(uploadKey))) return;
  const db = await getDb();
  await db.delete(trainingVideos).where(eq(trainingVideos.id, id));
  invalidate(CACHE_TAGS.trainings);
  throw conflict(TRAINING_MSG.uploadCancelled);
}

/**
 * Catalogues a training video the route has streamed to storage (multipart fields `content`, `course_id` and
 * `trainings`, trainingUploadRules), checked by its bytes. The fields may arrive before or after the file, so they
 * are checked once the whole form is read; invalid fields remove the stored file again.
 */
export async function uploadTrainingVideo(
  { file, fields }: { file: ReceivedFile; fields: ReceivedForm['fields'] },
  adminId: string,
): Promise<TrainingVideo> {
  try {
    const { content, course_id: courseId, uploadKey } = parseFields(fields);
    await assertCourseExists(courseId);
    const db = await getDb();
    const [row] = await db
      .insert(trainingVideos)
      .values({ videoName: file.fileName, content, courseId, mimeType: file.type.mime, sizeBytes: file.size, uploadedBy: adminId, uploadKey })
      .returning({ id: trainingVideos.id, videoName: trainingVideos.videoName, content: trainingVideos.content, createdAt: trainingVideos.createdAt })
      .catch((error: unknown) => {
        throw isUniqueViolation(error) ? conflict(TRAINING_MSG.uploadKeyUsed) : error;
      });
    await undoIfCancelled(row.id, uploadKey);
    // The length is read from the stored file now, so progress is measured against it from the first report on.
    const seconds = await recordVideoDuration(row.id, row.videoName);
    invalidate(CACHE_TAGS.trainings);
    return {
      id: row.id,
      video_name: row.videoName,
      content: row.content,
      created_at: row.createdAt.toISOString(),
      course_id: courseId,
      duration_seconds: seconds,
      duration_status: durationStatus(seconds, new Date()),
    };
  } catch (error) {
    await removeMedia('trainings', file.fileName).catch(() => {});
    throw error;
  }
}

/** Edits a video's title and course (PATCH /api/trainings/videos/{id}); 404 when no video has that id. */
export async function editTrainingVideo(id: number, fields: TrainingFields): Promise<void> {
  await assertCourseExists(fields.course_id);
  const db = await getDb();
  const [row] = await db
    .update(trainingVideos)
    .set({ content: fields.content, courseId: fields.course_id })
    .where(eq(trainingVideos.id, id))
    .returning({ id: trainingVideos.id });
  if (!row) throw notFound('Video not found.');
  invalidate(CACHE_TAGS.trainings);
}

/** Deletes a training video's row and its file; 404 when no video has that id. */
export async function deleteTrainingVideo(id: number): Promise<void> {
  const db = await getDb();
  const [row] = await db.delete(trainingVideos).where(eq(trainingVideos.id, id)).returning({ videoName: trainingVideos.videoName });
  if (!row) throw notFound('Video not found.');
  invalidate(CACHE_TAGS.trainings);
  await removeMedia('trainings', row.videoName).catch((error) => console.error('[trainings] could not remove file', row.videoName, error));
}

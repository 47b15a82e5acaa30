import 'server-only';
import { eq } from 'drizzle-orm';
import { notFound } from '../api/errors';
import { parseOrThrow } from '../api/parse-or-throw';
import { CACHE_TAGS, invalidate } from '../cache/tags';
import { getDb } from '../db/client';
import { trainingVideos } from '../db/schema';
import { removeMedia } from '../storage';
import type { ReceivedFile, ReceivedForm } from '../uploads/receive-file';
import { TRAINING_MSG } from '../messages';
import { trainingFieldsSchema } from '../validation/trainings';
import { durationStatus, type TrainingVideo } from './queries';
import { recordVideoDuration } from './video-duration';

/**
 * Catalogues a training video the route has streamed to storage (multipart fields `content` and
 * `trainings`, trainingUploadRules), checked by its bytes. The title may arrive before or after the
 * file, so it is checked once the whole form is read; an invalid title removes the stored file again.
 */
export async function uploadTrainingVideo(
  { file, fields }: { file: ReceivedFile; fields: ReceivedForm['fields'] },
  adminId: string,
): Promise<TrainingVideo> {
  try {
    // Whatever is wrong with the title, the reply says what the form needs; the field error says which rule failed.
    const { content } = parseOrThrow(trainingFieldsSchema, { content: fields.content ?? '' }, { message: TRAINING_MSG.missing });
    const db = await getDb();
    const [row] = await db
      .insert(trainingVideos)
      .values({ videoName: file.fileName, content, mimeType: file.type.mime, sizeBytes: file.size, uploadedBy: adminId })
      .returning({ id: trainingVideos.id, videoName: trainingVideos.videoName, content: trainingVideos.content, createdAt: trainingVideos.createdAt });
    // The length is read from the stored file now, so progress is measured against it from the first report on.
    const seconds = await recordVideoDuration(row.id, row.videoName);
    invalidate(CACHE_TAGS.trainings);
    return {
      id: row.id,
      video_name: row.videoName,
      content: row.content,
      created_at: row.createdAt.toISOString(),
      duration_seconds: seconds,
      duration_status: durationStatus(seconds, new Date()),
    };
  } catch (error) {
    await removeMedia('trainings', file.fileName).catch(() => {});
    throw error;
  }
}

/** Deletes a training video's row and its file; 404 when no video has that id. */
export async function deleteTrainingVideo(id: number): Promise<void> {
  const db = await getDb();
  const [row] = await db.delete(trainingVideos).where(eq(trainingVideos.id, id)).returning({ videoName: trainingVideos.videoName });
  if (!row) throw notFound('Video not found.');
  invalidate(CACHE_TAGS.trainings);
  await removeMedia('trainings', row.videoName).catch((error) => console.error('[trainings] could not remove file', row.videoName, error));
}

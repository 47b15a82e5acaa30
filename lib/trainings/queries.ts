import 'server-only';
import { desc, eq } from 'drizzle-orm';
import { cachedQuery } from '../cache/cached-query';
import { CACHE_TAGS } from '../cache/tags';
import { getDb } from '../db/client';
import { trainingVideos } from '../db/schema';

/** A training video in the spec's wire names (docs/product.md#data-model), as GET /api/trainings/{userId} answers it. */
export interface TrainingVideo {
  id: number;
  video_name: string;
  content: string;
  /** ISO 8601 timestamp of the upload. */
  created_at: string;
  /** The catalogue course the video belongs to; null: all courses (docs/product.md#admin-videos). */
  course_id: number | null;
  /** The length the server read from the file, in seconds; null while unread or when it cannot be read. */
  duration_seconds: number | null;
  /**
   * 'measured': progress is measured against `duration_seconds`; 'unreadable': the file's length could not be read,
   * and the video counts toward no one's progress until replaced; 'unread': read on first use.
   */
  duration_status: DurationStatus;
}

export type DurationStatus = 'measured' | 'unreadable' | 'unread';

export function durationStatus(seconds: number | null, readAt: Date | null): DurationStatus {
  if (seconds !== null) return 'measured';
  return readAt ? 'unreadable' : 'unread';
}

/** Every training video, newest first. Cached until an upload or delete invalidates `trainings`. */
export const listTrainingVideos = cachedQuery('training-videos', [CACHE_TAGS.trainings], async (): Promise<TrainingVideo[]> => {
  const db = await getDb();
  const rows = await db
    .select({
      id: trainingVideos.id,
      videoName: trainingVideos.videoName,
      content: trainingVideos.content,
      createdAt: trainingVideos.createdAt,
      courseId: trainingVideos.courseId,
      durationSeconds: trainingVideos.durationSeconds,
      durationReadAt: trainingVideos.durationReadAt,
    })
    .from(trainingVideos)
    .orderBy(desc(trainingVideos.createdAt), desc(trainingVideos.id));
  // ISO strings, not Dates: the cache stores JSON, and the answer must look the same with or without it.
  return rows.map((row) => ({
    id: row.id,
    video_name: row.videoName,
    content: row.content,
    created_at: row.createdAt.toISOString(),
    course_id: row.courseId,
    duration_seconds: row.durationSeconds,
    duration_status: durationStatus(row.durationSeconds, row.durationReadAt),
  }));
});

/** Whether a stored video of that name exists; only catalogued videos are ever streamed. */
export async function isCataloguedVideo(videoName: string): Promise<boolean> {
  const db = await getDb();
  const [row] = await db.select({ id: trainingVideos.id }).from(trainingVideos).where(eq(trainingVideos.videoName, videoName)).limit(1);
  return Boolean(row);
}

import 'server-only';
import { ALL_FORMATS, CustomSource, Input } from 'mediabunny';
import { and, eq, isNull } from 'drizzle-orm';
import { CACHE_TAGS, invalidate } from '../cache/tags';
import { getDb } from '../db/client';
import { trainingVideos } from '../db/schema';
import { mediaStore } from '../storage';

// A training video's length as the server reads it from the stored file (docs/architecture.md#progress-and-certificates):
// what "watched" is measured against, so a player's reported duration is never believed. mediabunny demuxes MP4,
// MOV, WebM and Ogg with ranged reads, so only the boxes or elements it needs come from the store (local disk or S3).

/** The file's length in seconds, or null when no positive length can be read from it (or it is gone). */
export async function readStoredDuration(videoName: string): Promise<number | null> {
  const store = mediaStore();
  const size = await store.size('trainings', videoName);
  if (!size) return null;
  const input = new Input({
    formats: ALL_FORMATS,
    source: new CustomSource({
      getSize: () => size,
      read: async (start, end) => {
        const body = await store.read('trainings', videoName, start, end - 1);
        if (!body) throw new Error('the stored video is gone');
        return body.web();
      },
    }),
  });
  try {
    // The header's length first (one read or two); a file without one (a browser's recording) is measured from its
    // last packets, which may read further into the file.
    const seconds = (await input.getDurationFromMetadata()) ?? (await input.computeDuration());
    return Number.isFinite(seconds) && seconds > 0 ? seconds : null;
  } catch (error) {
    console.warn('[trainings] could not read the length of', videoName, (error as Error).message);
    return null;
  } finally {
    input.dispose();
  }
}

/** Reads and stores a video's length; answers it (null: unreadable, recorded as such so it is not read again). */
export async function recordVideoDuration(id: number, videoName: string): Promise<number | null> {
  const seconds = await readStoredDuration(videoName);
  const db = await getDb();
  const updated = await db
    .update(trainingVideos)
    .set({ durationSeconds: seconds, durationReadAt: new Date() })
    .where(and(eq(trainingVideos.id, id), isNull(trainingVideos.durationReadAt)))
    .returning({ id: trainingVideos.id });
  // What progress measures against has changed (lib/progress/videos.ts keeps the measured videos under this tag).
  if (updated.length > 0) invalidate(CACHE_TAGS.trainings);
  return seconds;
}

/**
 * Videos catalogued before lengths were read (or whose reading was cut short) get theirs on first use: progress
 * reads this before it measures anything. Once read, a video is never read again, so this is one small query.
 */
export async function backfillVideoDurations(): Promise<void> {
  const db = await getDb();
  const unread = await db.select({ id: trainingVideos.id, videoName: trainingVideos.videoName }).from(trainingVideos).where(isNull(trainingVideos.durationReadAt));
  // Each length read invalidates the trainings tag itself (recordVideoDuration).
  for (const video of unread) await recordVideoDuration(video.id, video.videoName);
}

import fs from 'node:fs/promises';
import path from 'node:path';
import { and, count, eq, inArray } from 'drizzle-orm';
import { isSafeMediaName, mediaExists, newMediaName, removeMedia, writeMedia } from '../../storage';
import { readStoredDuration } from '../../trainings/video-duration';
import { courses, siteSettings, trainingVideos } from '../schema';
import type { Db } from '../types';
import { inSeedTransaction } from './lock';
import { SEED_VIDEOS, SEED_VIDEOS_DIR, type SeedVideo } from './video-content';

// The default install's training videos (./video-content.ts): copied from seed/videos/ (beside package.json; the
// server and `npm run db:seed` run from there) into the media store (local files or S3, as uploads are), their length
// read from the stored file as an upload's is. Seeded once: a marker row remembers it, so videos the admin deletes
// are not put back on the next start; an install whose admin already uploaded videos gets none.

export const SEED_VIDEOS_MARKER = 'seed.training-videos';

export interface SeedVideosResult {
  videos: number;
  filesRestored: number;
}

const sourceOf = (video: SeedVideo) => fs.readFile(path.join(process.cwd(), SEED_VIDEOS_DIR, video.file));

export async function seedTrainingVideos(db: Db): Promise<SeedVideosResult> {
  const written: string[] = [];
  let inserted = 0;
  try {
    inserted = await inSeedTransaction(db, async (tx) => {
      const [marker] = await tx.select({ key: siteSettings.key }).from(siteSettings).where(eq(siteSettings.key, SEED_VIDEOS_MARKER));
      if (marker) return 0;
      const [{ existing }] = await tx.select({ existing: count() }).from(trainingVideos);
      const catalogue = await tx.select({ id: courses.id, name: courses.name }).from(courses);
      const courseIdOf = new Map(catalogue.map((course) => [course.name, course.id]));
      const rows = [];
      // Only on an install without videos, and only for the courses of the seeded catalogue that are still there.
      for (const video of existing > 0 ? [] : SEED_VIDEOS.filter((seed) => courseIdOf.has(seed.course))) {
        const bytes = await sourceOf(video);
        const videoName = newMediaName(path.extname(video.file));
        await writeMedia('trainings', videoName, bytes);
        written.push(videoName);
        const seconds = await readStoredDuration(videoName);
        const mimeType = video.file.endsWith('.webm') ? 'video/webm' : 'video/mp4';
        rows.push({ videoName, content: video.content, courseId: courseIdOf.get(video.course)!, mimeType, sizeBytes: bytes.length, durationSeconds: seconds, durationReadAt: new Date() });
      }
      if (rows.length > 0) await tx.insert(trainingVideos).values(rows);
      await tx.insert(siteSettings).values({ key: SEED_VIDEOS_MARKER, value: { videos: rows.length } }).onConflictDoNothing();
      return rows.length;
    });
  } catch (error) {
    // No row points at these files any more: do not leave them behind.
    await Promise.all(written.map((name) => removeMedia('trainings', name).catch(() => {})));
    throw error;
  }
  return { videos: inserted, filesRestored: await restoreMissingVideoFiles(db) };
}

/**
 * Puts a seeded video's file back under its stored name when it is gone (for example after the uploads folder was
 * deleted), so the list does not offer a video that cannot play. Only rows whose title is a seeded one.
 */
async function restoreMissingVideoFiles(db: Db): Promise<number> {
  const seeded = new Map(SEED_VIDEOS.map((video) => [video.content, video]));
  const rows = await db
    .select({ videoName: trainingVideos.videoName, content: trainingVideos.content })
    .from(trainingVideos)
    .where(and(inArray(trainingVideos.content, [...seeded.keys()]), eq(trainingVideos.mimeType, 'video/webm')));
  let restored = 0;
  for (const row of rows) {
    if (!isSafeMediaName(row.videoName) || (await mediaExists('trainings', row.videoName))) continue;
    await writeMedia('trainings', row.videoName, await sourceOf(seeded.get(row.content)!));
    restored++;
  }
  return restored;
}

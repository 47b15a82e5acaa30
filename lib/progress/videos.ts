import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { notFound } from '../api/errors';
import { getDb } from '../db/client';
import { trainingVideos, videoProgress } from '../db/schema';
import { PROGRESS_MSG } from '../messages';
import type { VideoEvent } from '../validation/progress';
import { logProgressEvent } from './event-log';
import { coveredSeconds, mergePlayedRanges, playedShare, type PlayedRange } from './played-ranges';

// Training videos watched (docs/product.md#progress): the share counts only segments the player actually played,
// merged on the server, so seeking to the end adds nothing; the position is where playback resumes, on any device.

export interface VideoProgress {
  videoId: number;
  /** Where playback resumes, in seconds. */
  position: number;
  duration: number;
  /** Share of the video played, 0–1. */
  watched: number;
}

/**
 * Applies the learner's video event in one transaction holding the learner's row of that video, so two events
 * arriving together both count. A replayed event (same id) changes nothing. Answers the video's progress.
 */
export async function applyVideoEvent(userId: string, videoId: number, event: VideoEvent): Promise<VideoProgress> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [video] = await tx.select({ id: trainingVideos.id }).from(trainingVideos).where(eq(trainingVideos.id, videoId));
    if (!video) throw notFound(PROGRESS_MSG.videoNotFound);
    const where = and(eq(videoProgress.userId, userId), eq(videoProgress.videoId, videoId));
    await tx.insert(videoProgress).values({ userId, videoId, durationSeconds: event.duration }).onConflictDoNothing();
    const [row] = await tx.select().from(videoProgress).where(where).for('update');

    // A wrong duration can only lower the learner's share: the largest one reported stands.
    const duration = Math.max(row.durationSeconds, event.duration);
    const before = mergePlayedRanges(row.played, duration);
    const after = event.played ? mergePlayedRanges([...before, [event.played.from, event.played.to] as PlayedRange], duration) : before;
    const added = coveredSeconds(after) - coveredSeconds(before);

    const at = new Date();
    const fresh = await logProgressEvent(tx, { userId, eventId: event.eventId, kind: 'video', subject: String(videoId), amount: added, at });
    if (!fresh) return toProgress(videoId, row.positionSeconds, row.durationSeconds, row.playedSeconds);

    const playedSeconds = coveredSeconds(after);
    await tx
      .update(videoProgress)
      .set({ durationSeconds: duration, played: after, playedSeconds, positionSeconds: event.position, updatedAt: at })
      .where(where);
    return toProgress(videoId, event.position, duration, playedSeconds);
  });
}

/** The learner's progress in every video they have played or opened. */
export async function videoProgressOf(userId: string): Promise<VideoProgress[]> {
  const db = await getDb();
  const rows = await db.select().from(videoProgress).where(eq(videoProgress.userId, userId));
  return rows.map((row) => toProgress(row.videoId, row.positionSeconds, row.durationSeconds, row.playedSeconds));
}

/**
 * The share of all training videos each learner watched, 0–1: the mean of each video's played share, a video never
 * opened counting 0. With no training videos there is nothing left to watch: every learner's share is 1.
 * Answers a lookup by learner; pass `userId` to read only that learner's rows.
 */
export async function videoSharesByLearner(userId?: string): Promise<(learner: string) => number> {
  const db = await getDb();
  const [{ total }] = await db.select({ total: sql<number>`count(*)::int` }).from(trainingVideos);
  if (total === 0) return () => 1;
  const rows = await db
    .select({
      userId: videoProgress.userId,
      shares: sql<number>`sum(least(${videoProgress.playedSeconds} / ${videoProgress.durationSeconds}, 1))::float8`,
    })
    .from(videoProgress)
    .where(userId ? eq(videoProgress.userId, userId) : undefined)
    .groupBy(videoProgress.userId);
  const shares = new Map(rows.map((row) => [row.userId, Math.min(1, Number(row.shares) / total)]));
  return (learner) => shares.get(learner) ?? 0;
}

function toProgress(videoId: number, position: number, duration: number, played: number): VideoProgress {
  return { videoId, position, duration, watched: playedShare(played, duration) };
}

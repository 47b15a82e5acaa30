import 'server-only';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { notFound } from '../api/errors';
import { cachedQuery } from '../cache/cached-query';
import { CACHE_TAGS } from '../cache/tags';
import { getDb } from '../db/client';
import { courses, trainingVideos, videoProgress } from '../db/schema';
import { PROGRESS_MSG } from '../messages';
import { recordVideoDuration, backfillVideoDurations } from '../trainings/video-duration';
import type { VideoEvent } from '../validation/progress';
import { logProgressEvent } from './event-log';
import { coveredSeconds, mergePlayedRanges, playedShare, type PlayedRange } from './played-ranges';
import { afterReport, allowance } from './watch-clock';

// Training videos watched (docs/product.md#progress): the share counts only segments the player reported playing,
// merged on the server, measured against the length the server read from the file, and never more than the server's
// own clock allows between the learner's reports (./watch-clock.ts). The position is where playback resumes.

/**
 * A stretch that starts or ends this close to an end of the video reaches it: a browser's length and the file's can
 * differ by a frame (the e2e's 20 s WebM: 20.051 s in its header, 20 s in Chromium), and `playing` fires once the
 * first frame is under way (at 0.0013 s there). The extension is part of the segment, so the clock bounds it too.
 */
export const END_TOLERANCE_SECONDS = 0.5;

export interface VideoProgress {
  videoId: number;
  /** Where playback resumes, in seconds. */
  position: number;
  /** The video's length as the server read it from the file; null when it could not be read (nothing counts). */
  duration: number | null;
  /** Share of the video played, 0–1. */
  watched: number;
}

/** The video's length as the server knows it, read from its file on first use; 404 when there is no such video. */
async function serverDuration(videoId: number): Promise<number | null> {
  const db = await getDb();
  const [video] = await db
    .select({ videoName: trainingVideos.videoName, seconds: trainingVideos.durationSeconds, readAt: trainingVideos.durationReadAt })
    .from(trainingVideos)
    .where(eq(trainingVideos.id, videoId));
  if (!video) throw notFound(PROGRESS_MSG.videoNotFound);
  return video.readAt ? video.seconds : recordVideoDuration(videoId, video.videoName);
}

/**
 * Applies the learner's video event in one transaction holding the learner's row of that video, so events arriving
 * together are credited one after the other against the same clock. A replayed event (same id) changes nothing.
 * The client's `duration` is not read. Answers the video's progress.
 */
export async function applyVideoEvent(userId: string, videoId: number, event: VideoEvent): Promise<VideoProgress> {
  const duration = await serverDuration(videoId);
  const db = await getDb();
  return db.transaction(async (tx) => {
    const where = and(eq(videoProgress.userId, userId), eq(videoProgress.videoId, videoId));
    await tx.insert(videoProgress).values({ userId, videoId, durationSeconds: duration ?? 0 }).onConflictDoNothing();
    const [row] = await tx.select().from(videoProgress).where(where).for('update');
    // Read once the row is held: a report waiting for the lock is timed when it is credited, not when it arrived.
    const now = new Date();
    const clock = { at: row.clockAt, budget: row.creditBudget };

    let played: PlayedRange[] = row.played;
    let credited = 0;
    if (duration !== null) {
      const before = mergePlayedRanges(row.played, duration);
      played = before;
      if (event.played) {
        const from = event.played.from <= END_TOLERANCE_SECONDS ? 0 : event.played.from;
        const to = event.played.to >= duration - END_TOLERANCE_SECONDS ? duration : event.played.to;
        const allowed = allowance(clock, now);
        const whole = mergePlayedRanges([...before, [from, to]], duration);
        // More than the clock allows: only the segment's first seconds count (what was played already counts nothing).
        played = coveredSeconds(whole) - coveredSeconds(before) <= allowed ? whole : mergePlayedRanges([...before, [from, from + allowed]], duration);
      }
      credited = coveredSeconds(played) - coveredSeconds(before);
    }

    const fresh = await logProgressEvent(tx, { userId, eventId: event.eventId, kind: 'video', subject: String(videoId), amount: credited, at: now });
    if (!fresh) return toProgress(videoId, row.positionSeconds, duration, row.playedSeconds);

    const next = afterReport(clock, now, credited);
    const position = duration === null ? event.position : Math.min(event.position, duration);
    const playedSeconds = coveredSeconds(played);
    await tx
      .update(videoProgress)
      .set({ durationSeconds: duration ?? 0, played, playedSeconds, positionSeconds: position, clockAt: next.at, creditBudget: next.budget, updatedAt: now })
      .where(where);
    return toProgress(videoId, position, duration, playedSeconds);
  });
}

/** The learner's progress in every video they have played or opened. */
export async function videoProgressOf(userId: string): Promise<VideoProgress[]> {
  const db = await getDb();
  const rows = await db
    .select({ videoId: videoProgress.videoId, position: videoProgress.positionSeconds, played: videoProgress.playedSeconds, duration: trainingVideos.durationSeconds })
    .from(videoProgress)
    .innerJoin(trainingVideos, eq(trainingVideos.id, videoProgress.videoId))
    .where(eq(videoProgress.userId, userId));
  return rows.map((row) => toProgress(row.videoId, row.position, row.duration, row.played));
}

/** What a learner watched: over every video, and over each course's (docs/product.md#progress). */
export interface VideoShares {
  /** Share of every training video whose length the server knows, 0–1; null when there is none. */
  overall: number | null;
  /**
   * Per course id: the share of the course's own videos and the videos for all courses (course_id null), 0–1; null
   * when the course has none: its video measure does not apply.
   */
  byCourse: ReadonlyMap<number, number | null>;
}

/**
 * The share of the training videos each learner watched: the mean of each video's played share over the videos that
 * count, a video never opened counting 0. Only videos whose length the server knows count (an empty catalogue is not
 * "all watched"). Pass `userId` to read only that learner's rows.
 */
export async function videoSharesByLearner(userId?: string): Promise<(learner: string) => VideoShares> {
  // First: it reads the lengths not read yet, which the learners' shares below are measured against.
  const { videos, catalogue } = await measuredVideoCatalogue();
  const db = await getDb();
  const rows = await db
    .select({ userId: videoProgress.userId, videoId: videoProgress.videoId, share: sql<number>`least(${videoProgress.playedSeconds} / ${trainingVideos.durationSeconds}, 1)::float8` })
    .from(videoProgress)
    .innerJoin(trainingVideos, and(eq(trainingVideos.id, videoProgress.videoId), isNotNull(trainingVideos.durationSeconds)))
    .where(userId ? eq(videoProgress.userId, userId) : undefined);
  const sharesOf = new Map<string, Map<number, number>>();
  for (const row of rows) {
    if (!sharesOf.has(row.userId)) sharesOf.set(row.userId, new Map());
    sharesOf.get(row.userId)!.set(row.videoId, Number(row.share));
  }
  const allIds = videos.map((video) => video.id);
  const idsOf = new Map(catalogue.map((course) => [course.id, videos.filter((video) => video.courseId === null || video.courseId === course.id).map((video) => video.id)]));
  const mean = (ids: number[], shares: Map<number, number> | undefined) =>
    ids.length === 0 ? null : Math.min(1, ids.reduce((sum, id) => sum + (shares?.get(id) ?? 0), 0) / ids.length);
  return (learner) => {
    const shares = sharesOf.get(learner);
    return { overall: mean(allIds, shares), byCourse: new Map([...idsOf].map(([courseId, ids]) => [courseId, mean(ids, shares)])) };
  };
}

/**
 * The videos whose length the server knows (each with its course, null for all courses) and the courses' ids, once
 * the lengths not read yet are read: the same for every learner, so kept in the process under the `trainings` and
 * `courses` tags (an upload, a removal, a length read or a course change drops it). Shared and frozen: read-only.
 */
const measuredVideoCatalogue = cachedQuery('measured-video-catalogue', [CACHE_TAGS.trainings, CACHE_TAGS.courses], async () => {
  await backfillVideoDurations();
  const db = await getDb();
  const [videos, catalogue] = await Promise.all([
    db.select({ id: trainingVideos.id, courseId: trainingVideos.courseId }).from(trainingVideos).where(isNotNull(trainingVideos.durationSeconds)),
    db.select({ id: courses.id }).from(courses),
  ]);
  return { videos, catalogue };
});

/** The videos whose length the server knows, per course: each course's own and those for all courses. */
export async function measuredVideoCountsByCourse(): Promise<{ all: number; byCourse: ReadonlyMap<number, number> }> {
  const { videos, catalogue } = await measuredVideoCatalogue();
  const forAll = videos.filter((video) => video.courseId === null).length;
  return {
    all: videos.length,
    byCourse: new Map(catalogue.map((course) => [course.id, forAll + videos.filter((video) => video.courseId === course.id).length])),
  };
}

function toProgress(videoId: number, position: number, duration: number | null, played: number): VideoProgress {
  return { videoId, position, duration, watched: duration === null ? 0 : playedShare(played, duration) };
}

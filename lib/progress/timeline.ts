import 'server-only';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { certificatesOf } from '../certificates/queries';
import { getDb } from '../db/client';
import { learningChunks, courses, progressEvents, trainingVideos } from '../db/schema';
import { EXERCISES, isHostedExercise } from '../practice/registry';
import { completedExercisesOf } from './exercise-completions';
import { challengesMetOf } from './sources/challenges-met';
import { defectsFoundOf } from './sources/defects-found';

// A learner's timeline for the trainer (docs/product.md#trainers-view): what they did, newest first, from every
// source progress reads. Video watching is one entry per video and day, not one per reported segment.

export type TimelineKind = 'topic-done' | 'topic-undone' | 'video' | 'exercise' | 'challenge' | 'defect' | 'certificate' | 'revocation';

export interface TimelineEntry {
  at: string;
  kind: TimelineKind;
  /** One line saying what happened. */
  text: string;
}

export const TIMELINE_LIMIT = 200;

export async function timelineOf(userId: string): Promise<TimelineEntry[]> {
  const [topics, videos, exercises, challenges, defects, certificates] = await Promise.all([
    topicEntries(userId),
    videoEntries(userId),
    completedExercisesOf(userId),
    challengesMetOf(userId),
    defectsFoundOf(userId),
    certificatesOf(userId),
  ]);
  const entries: TimelineEntry[] = [
    ...topics,
    ...videos,
    ...exercises.map((row): TimelineEntry => ({
      at: row.completedAt,
      kind: 'exercise',
      text: `Completed the exercise ${isHostedExercise(row.exercise) ? EXERCISES[row.exercise].name : row.exercise}`,
    })),
    ...challenges.map((row): TimelineEntry => ({ at: row.metAt.toISOString(), kind: 'challenge', text: `Met the challenge ${row.challengeId}` })),
    ...defects.map((row): TimelineEntry => ({ at: row.foundAt.toISOString(), kind: 'defect', text: `Found the defect ${row.defectId}` })),
    ...certificates.flatMap((row): TimelineEntry[] => [
      { at: row.issuedAt, kind: 'certificate', text: `Was issued the certificate ${row.code} for ${row.courseName}` },
      ...(row.revokedAt ? [{ at: row.revokedAt, kind: 'revocation' as const, text: `Certificate ${row.code} was revoked: ${row.revokedReason ?? ''}` }] : []),
    ]),
  ];
  return entries.sort((a, b) => b.at.localeCompare(a.at)).slice(0, TIMELINE_LIMIT);
}

async function topicEntries(userId: string): Promise<TimelineEntry[]> {
  const db = await getDb();
  const rows = await db
    .select({ at: progressEvents.at, kind: progressEvents.kind, chunk: learningChunks.title, course: courses.name })
    .from(progressEvents)
    .innerJoin(learningChunks, sql`${learningChunks.id}::text = ${progressEvents.subject}`)
    .innerJoin(courses, eq(courses.id, learningChunks.courseId))
    .where(and(eq(progressEvents.userId, userId), inArray(progressEvents.kind, ['topic-done', 'topic-undone'])))
    .orderBy(desc(progressEvents.at))
    .limit(TIMELINE_LIMIT);
  return rows.map((row) => ({
    at: row.at.toISOString(),
    kind: row.kind === 'topic-done' ? 'topic-done' : 'topic-undone',
    text: `${row.kind === 'topic-done' ? 'Finished' : 'Unticked'} the topic "${row.chunk}" of ${row.course}`,
  }));
}

async function videoEntries(userId: string): Promise<TimelineEntry[]> {
  const db = await getDb();
  const day = sql<string>`to_char(${progressEvents.at} at time zone 'UTC', 'YYYY-MM-DD')`;
  const rows = await db
    .select({ day, title: trainingVideos.content, last: sql<Date>`max(${progressEvents.at})`.mapWith(progressEvents.at), seconds: sql<number>`sum(${progressEvents.amount})::float8` })
    .from(progressEvents)
    .innerJoin(trainingVideos, sql`${trainingVideos.id}::text = ${progressEvents.subject}`)
    .where(and(eq(progressEvents.userId, userId), eq(progressEvents.kind, 'video'), sql`${progressEvents.amount} > 0`))
    .groupBy(day, trainingVideos.id, trainingVideos.content)
    .orderBy(desc(day))
    .limit(TIMELINE_LIMIT);
  return rows.map((row) => ({
    at: new Date(row.last).toISOString(),
    kind: 'video',
    text: `Watched ${formatMinutes(Number(row.seconds))} of the video "${row.title}"`,
  }));
}

function formatMinutes(seconds: number): string {
  if (seconds < 60) return `${Math.max(1, Math.round(seconds))} s`;
  return `${Math.round(seconds / 60)} min`;
}

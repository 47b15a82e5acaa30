import 'server-only';
import { and, eq, gt, gte, sql } from 'drizzle-orm';
import { lastWeekStarts, weekStartOf } from '../admin/week-buckets';
import { getDb } from '../db/client';
import { progressEvents, topicProgress } from '../db/schema';
import { completedExercisesOf } from './exercise-completions';
import { challengesMetOf } from './sources/challenges-met';
import { defectsFoundOf } from './sources/defects-found';

// The learner's activity per week (the chart on "My progress", docs/product.md#progress): weeks start on Monday,
// in UTC, like the admin dashboard's (lib/admin/week-buckets.ts).

export const ACTIVITY_WEEKS = 12;

export interface WeeklyProgress {
  /** 'YYYY-MM-DD' of the week's Monday. */
  week: string;
  topics: number;
  /** Training videos the learner played some new part of. */
  videos: number;
  /** Minutes of video newly played, whole. */
  videoMinutes: number;
  exercises: number;
  challenges: number;
  defects: number;
}

export async function activityOf(userId: string, now: Date): Promise<WeeklyProgress[]> {
  const weeks = lastWeekStarts(now, ACTIVITY_WEEKS);
  const since = new Date(`${weeks[0]}T00:00:00Z`);
  const db = await getDb();
  const week = sql<string>`to_char(date_trunc('week', ${progressEvents.at} at time zone 'UTC'), 'YYYY-MM-DD')`;
  const [topics, video, exercises, challenges, defects] = await Promise.all([
    db.select({ doneAt: topicProgress.doneAt }).from(topicProgress).where(and(eq(topicProgress.userId, userId), gte(topicProgress.doneAt, since))),
    db
      .select({ week, videos: sql<number>`count(distinct ${progressEvents.subject})::int`, seconds: sql<number>`sum(${progressEvents.amount})::float8` })
      .from(progressEvents)
      .where(and(eq(progressEvents.userId, userId), eq(progressEvents.kind, 'video'), gt(progressEvents.amount, 0), gte(progressEvents.at, since)))
      .groupBy(week),
    completedExercisesOf(userId),
    challengesMetOf(userId),
    defectsFoundOf(userId),
  ]);
  const rows = new Map(weeks.map((start): [string, WeeklyProgress] => [start, { week: start, topics: 0, videos: 0, videoMinutes: 0, exercises: 0, challenges: 0, defects: 0 }]));
  const add = (at: Date | string, key: 'topics' | 'exercises' | 'challenges' | 'defects') => {
    const row = rows.get(weekStartOf(new Date(at)));
    if (row) row[key] += 1;
  };
  for (const topic of topics) add(topic.doneAt, 'topics');
  for (const exercise of exercises) add(exercise.completedAt, 'exercises');
  for (const challenge of challenges) add(challenge.metAt, 'challenges');
  for (const defect of defects) add(defect.foundAt, 'defects');
  for (const played of video) {
    const row = rows.get(played.week);
    if (row) Object.assign(row, { videos: played.videos, videoMinutes: Math.round(Number(played.seconds) / 60) });
  }
  return weeks.map((start) => rows.get(start)!);
}

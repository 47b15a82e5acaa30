import 'server-only';
import { and, eq, gte, isNull, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { getDb } from '../db/client';
import { certificates, exerciseCompletions, practiceDefectCredits, practiceMetChallenges, progressEvents, topicProgress, users } from '../db/schema';
import { lastWeekStarts } from './week-buckets';

// The admin home's learning charts (docs/product.md#admin-dashboard), per Monday-based UTC week like the sign-ups
// chart (./week-buckets.ts): learners active each week, what they completed, certificates issued, defects found and
// challenges met. Students only, as everywhere on the dashboard.

export interface WeeklyLearning {
  /** 'YYYY-MM-DD' of the week's Monday. */
  week: string;
  /** Learners who did anything that moves progress that week (each counted once). */
  active: number;
  topics: number;
  exercises: number;
  /** Certificates issued that week and still valid. */
  certificates: number;
  defects: number;
  challenges: number;
}

type Counted = Exclude<keyof WeeklyLearning, 'week' | 'active'>;

interface LearnerWeek {
  userId: string;
  week: string;
  count: number;
}

function weekOf(column: PgColumn): SQL<string> {
  return sql<string>`to_char(date_trunc('week', ${column} at time zone 'UTC'), 'YYYY-MM-DD')`;
}

/** Per learner and week: how many rows a source has (grouped in the database, so a busy week is one row per learner). */
async function perLearnerWeek(table: PgTable, userId: PgColumn, at: PgColumn, since: Date, extra?: SQL): Promise<LearnerWeek[]> {
  const db = await getDb();
  const week = weekOf(at);
  return db
    .select({ userId: sql<string>`${userId}`, week, count: sql<number>`count(*)::int` })
    .from(table)
    .innerJoin(users, eq(users.id, userId))
    .where(and(eq(users.role, 'student'), gte(at, since), extra))
    .groupBy(userId, week);
}

export async function readWeeklyLearning(weeks = 12, now = new Date()): Promise<WeeklyLearning[]> {
  const starts = lastWeekStarts(now, weeks);
  const since = new Date(`${starts[0]}T00:00:00Z`);
  const [events, topics, exercises, issued, defects, challenges] = await Promise.all([
    perLearnerWeek(progressEvents, progressEvents.userId, progressEvents.at, since),
    perLearnerWeek(topicProgress, topicProgress.userId, topicProgress.doneAt, since),
    perLearnerWeek(exerciseCompletions, exerciseCompletions.userId, exerciseCompletions.completedAt, since),
    perLearnerWeek(certificates, certificates.userId, certificates.issuedAt, since, isNull(certificates.revokedAt)),
    perLearnerWeek(practiceDefectCredits, practiceDefectCredits.userId, practiceDefectCredits.creditedAt, since),
    perLearnerWeek(practiceMetChallenges, practiceMetChallenges.userId, practiceMetChallenges.metAt, since),
  ]);
  const rows = new Map(starts.map((week): [string, WeeklyLearning] => [week, { week, active: 0, topics: 0, exercises: 0, certificates: 0, defects: 0, challenges: 0 }]));
  const activeIn = new Map(starts.map((week) => [week, new Set<string>()]));
  const add = (source: LearnerWeek[], key?: Counted) => {
    for (const { userId, week, count } of source) {
      const row = rows.get(week);
      if (!row) continue;
      if (key) row[key] += count;
      // A certificate is the server's doing, not the learner's: it does not make a learner active.
      if (key !== 'certificates') activeIn.get(week)!.add(userId);
    }
  };
  add(events);
  add(topics, 'topics');
  add(exercises, 'exercises');
  add(issued, 'certificates');
  add(defects, 'defects');
  add(challenges, 'challenges');
  return starts.map((week) => ({ ...rows.get(week)!, active: activeIn.get(week)!.size }));
}

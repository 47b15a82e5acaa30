import 'server-only';
import { max } from 'drizzle-orm';
import { getDb } from '../db/client';
import { exerciseCompletions, practiceDefectCredits, practiceMetChallenges, progressEvents } from '../db/schema';

// When each learner last did something that moves progress: a progress event (topic ticked, video played), a completed
// exercise, a met challenge or a credited defect. The trainer's table, its inactivity filter and the admin dashboard's
// inactive-learner figure all read it from here, so the figure and the list it opens count the same learners.

const DAY_MS = 24 * 60 * 60 * 1000;

export async function lastActivityByLearner(): Promise<Map<string, string>> {
  const db = await getDb();
  const [events, completions, challenges, defects] = await Promise.all([
    db.select({ userId: progressEvents.userId, at: max(progressEvents.at) }).from(progressEvents).groupBy(progressEvents.userId),
    db.select({ userId: exerciseCompletions.userId, at: max(exerciseCompletions.completedAt) }).from(exerciseCompletions).groupBy(exerciseCompletions.userId),
    db.select({ userId: practiceMetChallenges.userId, at: max(practiceMetChallenges.metAt) }).from(practiceMetChallenges).groupBy(practiceMetChallenges.userId),
    db.select({ userId: practiceDefectCredits.userId, at: max(practiceDefectCredits.creditedAt) }).from(practiceDefectCredits).groupBy(practiceDefectCredits.userId),
  ]);
  const latest = new Map<string, string>();
  for (const row of [...events, ...completions, ...challenges, ...defects]) {
    if (!row.at) continue;
    const at = new Date(row.at).toISOString();
    if ((latest.get(row.userId) ?? '') < at) latest.set(row.userId, at);
  }
  return latest;
}

/** Inactive for `days`: nothing since `days` days before `now`, or nothing ever (a learner who never started is stuck too). */
export function inactiveFor(lastActive: string | null | undefined, days: number, now: Date): boolean {
  return !lastActive || Date.parse(lastActive) < now.getTime() - days * DAY_MS;
}

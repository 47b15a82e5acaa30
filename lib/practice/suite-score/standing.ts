import 'server-only';
import { and, desc, eq } from 'drizzle-orm';
import { getDb } from '../../db/client';
import { practiceSuiteRuns } from '../../db/schema';
import { suiteScoresByLearner } from '../../progress/sources/suite-scores';
import { EXERCISES, HOSTED_EXERCISES, isHostedExercise } from '../registry';
import { runReply } from './runs';
import type { SuiteRun } from './schemas';

// What "My progress" shows of the suite score (docs/product.md#suite-score): the learner's best score per exercise,
// and their last finished run with its matrix. Defects are named as the run API names them once a run has ended (their
// place in the exercise, 1, 2, …); an open run's rounds are never shown, so nothing of an unplayed plan leaks.

export interface SuiteBest {
  exercise: string;
  name: string;
  /** Whole percent, rounded down: the page never shows more than the learner scored. */
  percent: number;
}

export interface SuiteStanding {
  best: SuiteBest[];
  last: (SuiteRun & { name: string; endedAt: string | null }) | null;
  /** An exercise the learner could start a run for (the empty state's example). */
  example: { exercise: string; name: string };
}

export const percentOfScore = (score: number) => Math.floor(score * 100 + 1e-9);

const nameOf = (exercise: string) => (isHostedExercise(exercise) ? EXERCISES[exercise].name : exercise);

/** The learner's own standing: two reads, both limited to their rows. */
export async function suiteStandingOf(userId: string): Promise<SuiteStanding> {
  const db = await getDb();
  const [scores, [lastRow]] = await Promise.all([
    suiteScoresByLearner(userId),
    db
      .select()
      .from(practiceSuiteRuns)
      .where(and(eq(practiceSuiteRuns.userId, userId), eq(practiceSuiteRuns.status, 'finished')))
      .orderBy(desc(practiceSuiteRuns.endedAt), desc(practiceSuiteRuns.id))
      .limit(1),
  ]);
  const mine = scores.get(userId) ?? new Map<string, number>();
  const best = HOSTED_EXERCISES.filter((id) => mine.has(id)).map((id) => ({ exercise: id, name: nameOf(id), percent: percentOfScore(mine.get(id)!) }));
  const last = lastRow ? { ...(await runReply(lastRow)), name: nameOf(lastRow.exercise), endedAt: lastRow.endedAt?.toISOString() ?? null } : null;
  const first = HOSTED_EXERCISES[0];
  return { best, last, example: { exercise: first, name: nameOf(first) } };
}

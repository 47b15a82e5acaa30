import 'server-only';
import { and, eq, isNotNull, max } from 'drizzle-orm';
import { getDb } from '../../db/client';
import { practiceSuiteRuns } from '../../db/schema';

// Suite scores, as the practice lab's scoring runs store them (docs/architecture.md#suite-score): progress reads them,
// and never writes. Only finished runs that got a score count: a run whose suite failed on the clean build, an open,
// abandoned or expired run counts for nothing.

/** Every learner's (or one learner's) best score per exercise, 0–1: one grouped query. */
export async function suiteScoresByLearner(userId?: string): Promise<Map<string, Map<string, number>>> {
  const db = await getDb();
  const rows = await db
    .select({ userId: practiceSuiteRuns.userId, exercise: practiceSuiteRuns.exercise, best: max(practiceSuiteRuns.score) })
    .from(practiceSuiteRuns)
    .where(and(eq(practiceSuiteRuns.status, 'finished'), isNotNull(practiceSuiteRuns.score), userId ? eq(practiceSuiteRuns.userId, userId) : undefined))
    .groupBy(practiceSuiteRuns.userId, practiceSuiteRuns.exercise);
  const byLearner = new Map<string, Map<string, number>>();
  for (const row of rows) {
    if (!byLearner.has(row.userId)) byLearner.set(row.userId, new Map());
    byLearner.get(row.userId)!.set(row.exercise, row.best ?? 0);
  }
  return byLearner;
}

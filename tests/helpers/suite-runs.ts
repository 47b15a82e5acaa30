import { practiceSuiteRounds, practiceSuiteRuns } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import type { HostedExercise } from '@/lib/practice/registry';
import { defectsOf } from '@/lib/practice/server-registry';
import { resultOf, type RoundFacts } from '@/lib/practice/suite-score/result';

// Scoring runs made straight in the database, as the run API leaves them (lib/practice/suite-score/rounds.ts): each of
// the exercise's defects once and two clean rounds; the stored score is the one the API's own result gives.

export interface SeededRun {
  /** The defects killed, by their place in the exercise (1, 2, …): their rounds failed and reached the defect. */
  killed?: number[];
  /** The clean rounds failed too: no score. */
  failsClean?: boolean;
  status?: 'finished' | 'abandoned' | 'expired';
  endedAt?: Date;
}

export async function seedSuiteRun(db: Db, userId: string, exercise: HostedExercise, run: SeededRun = {}): Promise<number> {
  const killed = new Set(run.killed ?? []);
  const ids = defectsOf(exercise).map((defect) => defect.id);
  const plan = [...ids, null, null];
  const endedAt = run.endedAt ?? new Date();
  const rounds: RoundFacts[] = plan.map((defectId, index) => {
    const kill = defectId !== null && killed.has(index + 1);
    const failed = kill || (defectId === null && Boolean(run.failsClean));
    return { n: index + 1, defectId, outcome: failed ? 'failed' : 'passed', reachedAt: kill ? endedAt : null, failedTests: kill ? [`suite › catches ${index + 1}`] : [] };
  });
  const status = run.status ?? 'finished';
  const result = resultOf(rounds, ids);
  const scored = status === 'finished' ? { score: result.score, killed: result.killed, defects: result.defects, failsClean: result.failsClean, flaky: result.flaky } : {};
  const [row] = await db
    .insert(practiceSuiteRuns)
    .values({ userId, exercise, plan, status, deadline: endedAt, startedAt: new Date(endedAt.getTime() - 60_000), endedAt, ...scored })
    .returning({ id: practiceSuiteRuns.id });
  await db.insert(practiceSuiteRounds).values(
    rounds.map((round) => ({ ...round, runId: row.id, userId, startedAt: new Date(endedAt.getTime() - 60_000), expiresAt: endedAt, reportedAt: endedAt })),
  );
  return row.id;
}

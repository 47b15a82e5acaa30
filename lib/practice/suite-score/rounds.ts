import 'server-only';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { badRequest, conflict } from '../../api/errors';
import { getDb } from '../../db/client';
import { practiceSuiteRounds, practiceSuiteRuns } from '../../db/schema';
import { pinDefect, unpinDefects } from '../defects/pin';
import { roundMs } from './figures';
import { failedTestsOf } from './junit';
import { SUITE_SCORE_MSG } from './messages';
import { resultOf } from './result';
import { catalogueOf, roundsOf, runNotOpen, runOf, type RunRow } from './runs';

// A run's rounds (docs/architecture.md#suite-score): the next one pins its defect (or none) for the learner until it
// must be reported, and says only its number; its report closes it, and the last report finishes the run, scores it
// and lifts the pin. Between rounds none is live, until the next is asked for or the run's deadline passes.

export interface RoundReply {
  round: number;
  of: number;
  expiresAt: string;
}

async function openRunOf(userId: string, id: number): Promise<RunRow> {
  const run = await runOf(userId, id);
  if (run.status !== 'open') throw runNotOpen();
  return run;
}

const roundInProgress = () => conflict(SUITE_SCORE_MSG.roundInProgress, 'ROUND_IN_PROGRESS');

export async function nextRound(userId: string, id: number): Promise<RoundReply> {
  const run = await openRunOf(userId, id);
  const rounds = await roundsOf(run.id);
  if (rounds.some((round) => round.outcome === null)) throw roundInProgress();
  const n = rounds.length + 1;
  if (n > run.plan.length) throw runNotOpen();
  const startedAt = new Date();
  const expiresAt = new Date(startedAt.getTime() + roundMs());
  const defectId = run.plan[n - 1];
  const db = await getDb();
  // The round's row before its pin: evidence that arrives once the defect is live finds the round to mark.
  const inserted = await db.insert(practiceSuiteRounds).values({ runId: run.id, n, userId, defectId, startedAt, expiresAt }).onConflictDoNothing().returning({ n: practiceSuiteRounds.n });
  if (inserted.length === 0) throw roundInProgress();
  await db.update(practiceSuiteRuns).set({ deadline: expiresAt }).where(eq(practiceSuiteRuns.id, run.id));
  await pinDefect(userId, defectId, expiresAt);
  return { round: n, of: run.plan.length, expiresAt: expiresAt.toISOString() };
}

export interface OutcomeInput {
  outcome: 'passed' | 'failed';
  junit?: string;
}

/** Records a round's outcome; the last one finishes the run. Answers the run as it is then. */
export async function reportOutcome(userId: string, id: number, n: number, input: OutcomeInput): Promise<RunRow> {
  const failedTests = input.junit === undefined ? [] : failedTestsOf(input.junit);
  if (failedTests === null) throw badRequest(SUITE_SCORE_MSG.junitUnreadable, { junit: SUITE_SCORE_MSG.junitUnreadable }, 'JUNIT_UNREADABLE');
  const run = await openRunOf(userId, id);
  const now = new Date();
  const db = await getDb();
  const closed = await db
    .update(practiceSuiteRounds)
    .set({ outcome: input.outcome, reportedAt: now, failedTests })
    .where(and(eq(practiceSuiteRounds.runId, run.id), eq(practiceSuiteRounds.n, n), isNull(practiceSuiteRounds.outcome), gt(practiceSuiteRounds.expiresAt, now)))
    .returning({ n: practiceSuiteRounds.n });
  if (closed.length === 0) throw conflict(SUITE_SCORE_MSG.roundNotCurrent, 'ROUND_NOT_CURRENT');
  if (n < run.plan.length) {
    const deadline = new Date(now.getTime() + roundMs());
    const [updated] = await db.update(practiceSuiteRuns).set({ deadline }).where(eq(practiceSuiteRuns.id, run.id)).returning();
    await pinDefect(userId, null, deadline);
    return updated;
  }
  const result = resultOf(await roundsOf(run.id), catalogueOf(run));
  const [finished] = await db
    .update(practiceSuiteRuns)
    .set({ status: 'finished', endedAt: now, score: result.score, killed: result.killed, defects: result.defects, failsClean: result.failsClean, flaky: result.flaky })
    .where(and(eq(practiceSuiteRuns.id, run.id), eq(practiceSuiteRuns.status, 'open')))
    .returning();
  await unpinDefects(userId);
  return finished ?? (await runOf(userId, id));
}

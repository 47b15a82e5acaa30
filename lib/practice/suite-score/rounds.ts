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
import type { SuiteRun } from './schemas';
import { catalogueOf, replyOf, runAndRoundsAsStored, runNotOpen, runWithRounds, type RoundRow, type RunRow } from './runs';

// A run's rounds (docs/architecture.md#suite-score): the next one pins its defect (or none) for the learner until it
// must be reported, and says only its number; its report closes it, and the last report finishes the run, scores it
// and lifts the pin. Between rounds none is live, until the next is asked for or the run's deadline passes.

export interface RoundReply {
  round: number;
  of: number;
  expiresAt: string;
}

/** The learner's open run and its rounds so far (one read); 409 once it has ended. */
async function openRunOf(userId: string, id: number): Promise<{ run: RunRow; rounds: RoundRow[] }> {
  const found = await runWithRounds(userId, id);
  if (found.run.status !== 'open') throw runNotOpen();
  return found;
}

const roundInProgress = () => conflict(SUITE_SCORE_MSG.roundInProgress, 'ROUND_IN_PROGRESS');

export async function nextRound(userId: string, id: number): Promise<RoundReply> {
  const { run, rounds } = await openRunOf(userId, id);
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

/**
 * Records a round's outcome; the last one finishes the run. Answers the run as the learner reads it then, made from
 * the rounds read before and the closed round as its update returned it: a closed round no longer changes (evidence
 * marks only open ones, ./reached.ts), so nothing is read again.
 */
export async function reportOutcome(userId: string, id: number, n: number, input: OutcomeInput): Promise<SuiteRun> {
  const failedTests = input.junit === undefined ? [] : failedTestsOf(input.junit);
  if (failedTests === null) throw badRequest(SUITE_SCORE_MSG.junitUnreadable, { junit: SUITE_SCORE_MSG.junitUnreadable }, 'JUNIT_UNREADABLE');
  const { run, rounds: before } = await openRunOf(userId, id);
  const now = new Date();
  const db = await getDb();
  const [closed] = await db
    .update(practiceSuiteRounds)
    .set({ outcome: input.outcome, reportedAt: now, failedTests })
    .where(and(eq(practiceSuiteRounds.runId, run.id), eq(practiceSuiteRounds.n, n), isNull(practiceSuiteRounds.outcome), gt(practiceSuiteRounds.expiresAt, now)))
    .returning();
  if (!closed) throw conflict(SUITE_SCORE_MSG.roundNotCurrent, 'ROUND_NOT_CURRENT');
  const rounds = before.map((round) => (round.n === closed.n ? closed : round));
  if (n < run.plan.length) {
    const deadline = new Date(now.getTime() + roundMs());
    const [updated] = await db.update(practiceSuiteRuns).set({ deadline }).where(eq(practiceSuiteRuns.id, run.id)).returning();
    await pinDefect(userId, null, deadline);
    return replyOf(updated, rounds);
  }
  const result = resultOf(rounds, catalogueOf(run));
  const [finished] = await db
    .update(practiceSuiteRuns)
    .set({ status: 'finished', endedAt: now, score: result.score, killed: result.killed, defects: result.defects, failsClean: result.failsClean, flaky: result.flaky })
    .where(and(eq(practiceSuiteRuns.id, run.id), eq(practiceSuiteRuns.status, 'open')))
    .returning();
  await unpinDefects(userId);
  // Ended meanwhile by another call (abandoned, or expired): the run as it is stored.
  return finished ? replyOf(finished, rounds) : runAndRoundsAsStored(userId, id);
}

import 'server-only';
import { and, eq } from 'drizzle-orm';
import { badRequest, conflict } from '../../api/errors';
import { getDb } from '../../db/client';
import { practiceSuiteRuns } from '../../db/schema';
import { rememberPin, unpinDefects } from '../defects/pin';
import { practiceCacheGeneration } from '../state-cache';
import { roundMs } from './figures';
import { failedTestsOf } from './junit';
import { SUITE_SCORE_MSG } from './messages';
import { resultOf } from './result';
import { beginRound, closeRound } from './round-statements';
import type { SuiteRun } from './schemas';
import { catalogueOf, openRunReply, replyOf, runAndRoundsAsStored, runNotFound, runNotOpen, runOf, runWithRounds } from './runs';

// A run's rounds (docs/architecture.md#suite-score): the next one pins its defect (or none) for the learner until it
// must be reported, and says only its number; its report closes it, and the last report finishes the run, scores it
// and lifts the pin. Between rounds none is live, until the next is asked for or the run's deadline passes. Each call
// is one statement (./round-statements.ts); when it wrote nothing, what it read says which rule refused.

export interface RoundReply {
  round: number;
  of: number;
  expiresAt: string;
}

const roundInProgress = () => conflict(SUITE_SCORE_MSG.roundInProgress, 'ROUND_IN_PROGRESS');

/** A run whose deadline passed before the call: ended as expired (its pin lifted), then refused as no longer open. */
async function expiredNow(userId: string, id: number): Promise<never> {
  await runOf(userId, id);
  throw runNotOpen();
}

export async function nextRound(userId: string, id: number): Promise<RoundReply> {
  const startedAt = new Date();
  const expiresAt = new Date(startedAt.getTime() + roundMs());
  const generation = practiceCacheGeneration();
  const begun = await beginRound(userId, id, startedAt, expiresAt);
  if (!begun) throw runNotFound();
  if (!begun.round) {
    if (begun.status !== 'open') throw runNotOpen();
    if (begun.deadline.getTime() <= startedAt.getTime()) return expiredNow(userId, id);
    if (begun.roundOpen) throw roundInProgress();
    if (begun.started >= begun.of) throw runNotOpen();
    throw roundInProgress(); // another call started this round a moment before
  }
  rememberPin(userId, begun.round.pin, generation);
  return { round: begun.round.n, of: begun.of, expiresAt: expiresAt.toISOString() };
}

export interface OutcomeInput {
  outcome: 'passed' | 'failed';
  junit?: string;
}

/**
 * Records a round's outcome; the last one finishes the run from its rounds as stored, scores it and lifts the pin.
 * Answers the run as the learner reads it then.
 */
export async function reportOutcome(userId: string, id: number, n: number, input: OutcomeInput): Promise<SuiteRun> {
  const failedTests = input.junit === undefined ? [] : failedTestsOf(input.junit);
  if (failedTests === null) throw badRequest(SUITE_SCORE_MSG.junitUnreadable, { junit: SUITE_SCORE_MSG.junitUnreadable }, 'JUNIT_UNREADABLE');
  const now = new Date();
  const generation = practiceCacheGeneration();
  const closed = await closeRound(userId, id, n, { outcome: input.outcome, failedTests }, now, new Date(now.getTime() + roundMs()));
  if (!closed) throw runNotFound();
  if (!closed.closed) {
    if (closed.status !== 'open') throw runNotOpen();
    if (closed.deadline.getTime() <= now.getTime()) return expiredNow(userId, id);
    throw conflict(SUITE_SCORE_MSG.roundNotCurrent, 'ROUND_NOT_CURRENT');
  }
  if (closed.next) {
    rememberPin(userId, closed.next.pin, generation);
    return openRunReply({ id, ...closed }, closed.next.deadline);
  }
  const { run, rounds } = await runWithRounds(userId, id);
  const result = resultOf(rounds, catalogueOf(run));
  const db = await getDb();
  const [finished] = await db
    .update(practiceSuiteRuns)
    .set({ status: 'finished', endedAt: now, score: result.score, killed: result.killed, defects: result.defects, failsClean: result.failsClean, flaky: result.flaky })
    .where(and(eq(practiceSuiteRuns.id, run.id), eq(practiceSuiteRuns.status, 'open')))
    .returning();
  await unpinDefects(userId);
  // Ended meanwhile by another call (abandoned, or expired): the run as it is stored.
  return finished ? replyOf(finished, rounds) : runAndRoundsAsStored(userId, id);
}

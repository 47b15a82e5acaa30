import 'server-only';
import { and, asc, desc, eq, inArray, isNotNull, max } from 'drizzle-orm';
import { conflict, notFound } from '../../api/errors';
import { getDb } from '../../db/client';
import { practiceSuiteRounds, practiceSuiteRuns } from '../../db/schema';
import { unpinDefects, pinDefect } from '../defects/pin';
import type { HostedExercise } from '../registry';
import { defectsOf } from '../server-registry';
import { roundMs, SUITE_SCORE_FIGURES } from './figures';
import { SUITE_SCORE_MSG } from './messages';
import { planRounds } from './plan';
import { resultOf } from './result';
import type { SuiteRun } from './schemas';
import { isUniqueViolation } from '../../db/unique-violation';

// A learner's scoring runs (docs/architecture.md#suite-score): one open at a time (a unique index decides a race),
// found only by their owner, and ended by the clock when nobody calls: the pin carries the same deadline, so the
// learner's bug-mode switch applies again on time even if no request of theirs comes; the row says so on its next read.

export type RunRow = typeof practiceSuiteRuns.$inferSelect;
export type RoundRow = typeof practiceSuiteRounds.$inferSelect;

export const runNotOpen = () => conflict(SUITE_SCORE_MSG.runNotOpen, 'RUN_NOT_OPEN');
/** A run that does not exist, or is not the caller's: the same 404 either way. */
export const runNotFound = () => notFound(SUITE_SCORE_MSG.runNotFound, 'RUN_NOT_FOUND');

/** Ends an open run: its rounds stay as they were, the pin is lifted. */
export async function endRun(run: RunRow, status: 'abandoned' | 'expired', endedAt = new Date()): Promise<RunRow> {
  const db = await getDb();
  const [ended] = await db
    .update(practiceSuiteRuns)
    .set({ status, endedAt })
    .where(and(eq(practiceSuiteRuns.id, run.id), eq(practiceSuiteRuns.status, 'open')))
    .returning();
  if (ended) await unpinDefects(run.userId);
  return ended ?? run;
}

const expireIfDue = (run: RunRow) => (run.status === 'open' && run.deadline.getTime() <= Date.now() ? endRun(run, 'expired', run.deadline) : run);

/** The learner's run by id, expired if its time is up; 404 for a run that is not theirs. */
export async function runOf(userId: string, id: number): Promise<RunRow> {
  const db = await getDb();
  const [run] = await db
    .select()
    .from(practiceSuiteRuns)
    .where(and(eq(practiceSuiteRuns.id, id), eq(practiceSuiteRuns.userId, userId)));
  if (!run) throw runNotFound();
  return expireIfDue(run);
}

/**
 * The learner's run by id with its rounds, in one query (as runOf, then roundsOf): a round's two calls each start from
 * it, and every query of theirs is one more the embedded database's one thread serves beside the class's.
 */
export async function runWithRounds(userId: string, id: number): Promise<{ run: RunRow; rounds: RoundRow[] }> {
  const db = await getDb();
  const rows = await db
    .select({ run: practiceSuiteRuns, round: practiceSuiteRounds })
    .from(practiceSuiteRuns)
    .leftJoin(practiceSuiteRounds, eq(practiceSuiteRounds.runId, practiceSuiteRuns.id))
    .where(and(eq(practiceSuiteRuns.id, id), eq(practiceSuiteRuns.userId, userId)))
    .orderBy(asc(practiceSuiteRounds.n));
  if (rows.length === 0) throw runNotFound();
  return { run: await expireIfDue(rows[0].run), rounds: rows.flatMap((row) => (row.round ? [row.round] : [])) };
}

/** Starts a run: its plan drawn and stored, the learner's defects set aside (none live) until the first round. */
export async function startRun(userId: string, exercise: HostedExercise): Promise<RunRow> {
  const db = await getDb();
  const [open] = await db
    .select()
    .from(practiceSuiteRuns)
    .where(and(eq(practiceSuiteRuns.userId, userId), eq(practiceSuiteRuns.status, 'open')));
  if (open && (await expireIfDue(open)).status === 'open') throw conflict(SUITE_SCORE_MSG.runAlreadyOpen, 'RUN_ALREADY_OPEN');
  const plan = planRounds(defectsOf(exercise).map((defect) => defect.id));
  const deadline = new Date(Date.now() + roundMs());
  try {
    const [run] = await db.insert(practiceSuiteRuns).values({ userId, exercise, plan, deadline, startedAt: new Date() }).returning();
    await pinDefect(userId, null, deadline);
    return run;
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(SUITE_SCORE_MSG.runAlreadyOpen, 'RUN_ALREADY_OPEN');
    throw error;
  }
}

export async function roundsOf(runId: number) {
  const db = await getDb();
  return db.select().from(practiceSuiteRounds).where(eq(practiceSuiteRounds.runId, runId)).orderBy(asc(practiceSuiteRounds.n));
}

/** The defects of a run in the exercise's order: what its matrix numbers 1, 2, … */
export const catalogueOf = (run: RunRow) =>
  defectsOf(run.exercise as HostedExercise)
    .map((defect) => defect.id)
    .filter((id) => run.plan.includes(id));

/** What a reply says of a run, from its figures: `of` rounds, `reported` of them reported. */
interface RunFigures {
  id: number;
  exercise: string;
  startedAt: Date;
  status: string;
  deadline: Date;
  of: number;
  reported: number;
}

function replyFrom(run: RunFigures, result: SuiteRun['result']): SuiteRun {
  return {
    id: run.id,
    exercise: run.exercise,
    rounds: run.of,
    reported: run.reported,
    status: run.status as SuiteRun['status'],
    startedAt: run.startedAt.toISOString(),
    deadline: run.status === 'open' ? run.deadline.toISOString() : null,
    result,
  };
}

/** What the learner reads of a run: never its plan, nor which round held what. */
export function replyOf(run: RunRow, rounds: readonly RoundRow[]): SuiteRun {
  const reported = rounds.filter((round) => round.outcome !== null).length;
  return replyFrom({ ...run, of: run.plan.length, reported }, run.status === 'finished' ? resultOf(rounds, catalogueOf(run)) : null);
}

/** The same for a run still open after a report, from its figures alone. */
export function openRunReply(run: Omit<RunFigures, 'status' | 'deadline'>, deadline: Date): SuiteRun {
  return replyFrom({ ...run, status: 'open', deadline }, null);
}

export async function runReply(run: RunRow): Promise<SuiteRun> {
  return replyOf(run, await roundsOf(run.id));
}

/** The learner's run by id as the learner reads it, from one read. */
export async function runAndRoundsAsStored(userId: string, id: number): Promise<SuiteRun> {
  const { run, rounds } = await runWithRounds(userId, id);
  return replyOf(run, rounds);
}

/** The learner's runs, newest first; their rounds in one query, not one per run. */
export async function runsOf(userId: string): Promise<SuiteRun[]> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(practiceSuiteRuns)
    .where(eq(practiceSuiteRuns.userId, userId))
    .orderBy(desc(practiceSuiteRuns.id))
    .limit(SUITE_SCORE_FIGURES.runsListed);
  if (rows.length === 0) return [];
  const runs = await Promise.all(rows.map(expireIfDue));
  const rounds = await db
    .select()
    .from(practiceSuiteRounds)
    .where(inArray(practiceSuiteRounds.runId, runs.map((run) => run.id)))
    .orderBy(asc(practiceSuiteRounds.n));
  return runs.map((run) => replyOf(run, rounds.filter((round) => round.runId === run.id)));
}

/** The learner's best score per exercise (finished runs with a score), for progress and the trainer's views. */
export async function bestSuiteScores(userId: string): Promise<Record<string, number>> {
  const db = await getDb();
  const rows = await db
    .select({ exercise: practiceSuiteRuns.exercise, best: max(practiceSuiteRuns.score) })
    .from(practiceSuiteRuns)
    .where(and(eq(practiceSuiteRuns.userId, userId), eq(practiceSuiteRuns.status, 'finished'), isNotNull(practiceSuiteRuns.score)))
    .groupBy(practiceSuiteRuns.exercise);
  return Object.fromEntries(rows.map((row) => [row.exercise, row.best ?? 0]));
}

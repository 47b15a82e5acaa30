import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { getDb } from '../db/client';
import { practiceFiles, practiceInboxMessages, practiceState } from '../db/schema';
import { removePracticeBytes } from './files/stored-bytes';
import type { HostedExercise } from './registry';
import { cachedPracticeRead, forgetPracticeOf, practiceCacheGeneration, rememberPracticeWrite } from './state-cache';
import { inBatches, type QueuedWrite } from './write-batches';

// Each learner's state of an exercise is one JSON document (lib/db/schema/practice.ts). Exercises describe
// it with a zod schema and a start state; a stored document that no longer fits the schema (an older
// version's shape) counts as the start state rather than failing the page.

export interface StateShape<T> {
  exercise: HostedExercise;
  schema: z.ZodType<T>;
  /** The start state; a new object each call, so callers may change it. */
  initial: () => T;
}

/** A state as read, with the row's version (0: no row yet, the start state). */
interface Stored<T> {
  state: T;
  version: number;
}

/** The learner's state of the exercise; from memory while nothing was written since the last read (./state-cache.ts). */
export async function readPracticeState<T>(userId: string, shape: StateShape<T>): Promise<T> {
  return (await readStored(userId, shape)).state;
}

const readStored = <T>(userId: string, shape: StateShape<T>): Promise<Stored<T>> =>
  cachedPracticeRead(userId, shape.exercise, () => readStoredFromDb(userId, shape));

async function readStoredFromDb<T>(userId: string, shape: StateShape<T>): Promise<Stored<T>> {
  const db = await getDb();
  const [row] = await db
    .select({ doc: practiceState.doc, version: practiceState.version })
    .from(practiceState)
    .where(rowOf(userId, shape));
  return { state: parseOrInitial(row?.doc, shape), version: row?.version ?? 0 };
}

/** Tries before a batch falls back to locking the row: only another instance writing the same state at once retries. */
const OPTIMISTIC_TRIES = 4;

type Change<T> = (state: T) => unknown;

/**
 * Reads, changes and stores the learner's state, so two requests of the same learner (two tabs, a
 * parallel test run, two instances) never overwrite each other's change. `change` may throw an ApiError
 * to refuse; nothing of it is stored then. It may run more than once, on a fresher state each time, so it only
 * changes the state it is given. Answers what `change` returned.
 *
 * This instance queues one learner's writes of an exercise (./write-batches.ts): those that arrive while one is
 * being stored are applied one after another, in arrival order, and stored together in one statement (see
 * storeBatch), so a learner's parallel suite costs one statement per batch and never collides with itself.
 */
export function updatePracticeState<T, R>(userId: string, shape: StateShape<T>, change: (state: T) => R | Promise<R>): Promise<R> {
  return inBatches<Change<T>, R>(`${userId}\n${shape.exercise}`, change, (batch) => storeBatch(userId, shape, batch));
}

/**
 * One statement on the usual path: the state comes from memory when this instance has it, each write's change is
 * applied in turn, and the result is stored only if the row's version is still the one read (compare and swap).
 * A batch that lost to another instance reads again from the database and applies its changes again; after a few
 * losses each write takes the row's lock instead, so every write finishes. Callers hear their outcome once the
 * batch is stored: a write is never answered before it is durable.
 */
async function storeBatch<T>(userId: string, shape: StateShape<T>, batch: QueuedWrite<Change<T>>[]): Promise<void> {
  for (let attempt = 0; attempt < OPTIMISTIC_TRIES; attempt++) {
    const stored = attempt === 0 ? await readStored(userId, shape) : await readStoredFromDb(userId, shape);
    const applied = await applyInTurn(stored.state, batch);
    const generation = practiceCacheGeneration();
    if (applied.changed && !(await storeIfUnchanged(userId, shape, { state: applied.state, version: stored.version }))) continue;
    if (applied.changed) rememberPracticeWrite(userId, shape.exercise, { state: applied.state, version: stored.version + 1 }, generation);
    batch.forEach((each, index) => settle(each, applied.outcomes[index]));
    return;
  }
  for (const each of batch) {
    try {
      each.resolve(await updateLocked(userId, shape, each.write));
    } catch (error) {
      each.reject(error);
    }
  }
}

type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };

const settle = (write: QueuedWrite<unknown>, outcome: Outcome) => (outcome.ok ? write.resolve(outcome.value) : write.reject(outcome.error));

/**
 * Each write's change on the state the writes before it left. A change that refuses (throws) leaves no trace: with
 * several writes, each works on a copy that replaces the state only if it succeeded. `changed` is false when every
 * write refused, so there is nothing to store.
 */
async function applyInTurn<T>(start: T, batch: QueuedWrite<Change<T>>[]): Promise<{ state: T; outcomes: Outcome[]; changed: boolean }> {
  let state = start;
  let changed = false;
  const outcomes: Outcome[] = [];
  for (const { write: change } of batch) {
    // The state read is this batch's own copy (./state-cache.ts): a lone write may change it in place.
    const draft = batch.length === 1 ? state : structuredClone(state);
    try {
      outcomes.push({ ok: true, value: await change(draft) });
      state = draft;
      changed = true;
    } catch (error) {
      outcomes.push({ ok: false, error });
    }
  }
  return { state, outcomes, changed };
}

/** Stores `stored.state` as version + 1 if the row is still at `stored.version`; false if another write came first. */
async function storeIfUnchanged<T>(userId: string, shape: StateShape<T>, stored: Stored<T>): Promise<boolean> {
  const db = await getDb();
  const doc = stored.state as object;
  const rows =
    stored.version === 0
      ? await db
          .insert(practiceState)
          .values({ userId, exercise: shape.exercise, doc, version: 1 })
          .onConflictDoNothing()
          .returning({ version: practiceState.version })
      : await db
          .update(practiceState)
          .set({ doc, version: stored.version + 1, updatedAt: sql`now()` })
          .where(and(rowOf(userId, shape), eq(practiceState.version, stored.version)))
          .returning({ version: practiceState.version });
  return rows.length === 1;
}

/** The sure way: one transaction with the row locked, for a write that kept losing to other instances. */
async function updateLocked<T>(userId: string, shape: StateShape<T>, change: Change<T>): Promise<unknown> {
  const db = await getDb();
  const result = await db.transaction(async (tx) => {
    // Make sure the row exists, so FOR UPDATE has something to lock even on the first write.
    await tx
      .insert(practiceState)
      .values({ userId, exercise: shape.exercise, doc: shape.initial() as object })
      .onConflictDoNothing();
    const [row] = await tx.select({ doc: practiceState.doc }).from(practiceState).where(rowOf(userId, shape)).for('update');
    const state = parseOrInitial(row?.doc, shape);
    const result = await change(state);
    await tx
      .update(practiceState)
      .set({ doc: state as object, version: sql`${practiceState.version} + 1`, updatedAt: sql`now()` })
      .where(rowOf(userId, shape));
    return result;
  });
  // Committed: the next read of this learner, on any instance, goes to the database (a refusal stored nothing).
  forgetPracticeOf(userId, shape.exercise);
  return result;
}

const rowOf = (userId: string, shape: StateShape<unknown>) =>
  and(eq(practiceState.userId, userId), eq(practiceState.exercise, shape.exercise));

/**
 * "Reset my practice data": the exercise's state, files and the mail it sent to the learner's practice inbox go,
 * so the next read is the start state. The files' bytes leave the media store once their rows are gone.
 */
export async function resetPracticeData(userId: string, exercise: HostedExercise): Promise<void> {
  const db = await getDb();
  const files = await db.transaction(async (tx) => {
    await tx.delete(practiceState).where(and(eq(practiceState.userId, userId), eq(practiceState.exercise, exercise)));
    await tx.delete(practiceInboxMessages).where(and(eq(practiceInboxMessages.userId, userId), eq(practiceInboxMessages.exercise, exercise)));
    return tx
      .delete(practiceFiles)
      .where(and(eq(practiceFiles.userId, userId), eq(practiceFiles.exercise, exercise)))
      .returning({ storageName: practiceFiles.storageName });
  });
  forgetPracticeOf(userId);
  await removePracticeBytes(files.map((file) => file.storageName));
}

function parseOrInitial<T>(doc: unknown, shape: StateShape<T>): T {
  if (doc === undefined || doc === null) return shape.initial();
  const parsed = shape.schema.safeParse(doc);
  return parsed.success ? parsed.data : shape.initial();
}

import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { getDb } from '../db/client';
import { practiceFiles, practiceState } from '../db/schema';
import { removePracticeBytes } from './files/stored-bytes';
import type { HostedExercise } from './registry';
import { cachedPracticeRead, forgetPracticeOf } from './state-cache';

// Each learner's state of an exercise is one JSON document (lib/db/schema/practice.ts). Exercises describe
// it with a zod schema and a start state; a stored document that no longer fits the schema (an older
// version's shape) counts as the start state rather than failing the page.

export interface StateShape<T> {
  exercise: HostedExercise;
  schema: z.ZodType<T>;
  /** The start state; a new object each call, so callers may change it. */
  initial: () => T;
}

/** The learner's state of the exercise; from memory while nothing was written since the last read (./state-cache.ts). */
export async function readPracticeState<T>(userId: string, shape: StateShape<T>): Promise<T> {
  return cachedPracticeRead(userId, shape.exercise, async () => {
    const db = await getDb();
    const [row] = await db
      .select({ doc: practiceState.doc })
      .from(practiceState)
      .where(and(eq(practiceState.userId, userId), eq(practiceState.exercise, shape.exercise)));
    return parseOrInitial(row?.doc, shape);
  });
}

/**
 * Reads, changes and stores the learner's state in one transaction, the row locked, so two requests of
 * the same learner (two tabs, a parallel test run) never overwrite each other's change. `change` may
 * throw an ApiError to refuse; nothing is stored then. Answers what `change` returned.
 */
export async function updatePracticeState<T, R>(
  userId: string,
  shape: StateShape<T>,
  change: (state: T) => R | Promise<R>,
): Promise<R> {
  const db = await getDb();
  const result = await db.transaction(async (tx) => {
    // Make sure the row exists, so FOR UPDATE has something to lock even on the first write.
    await tx
      .insert(practiceState)
      .values({ userId, exercise: shape.exercise, doc: shape.initial() as object })
      .onConflictDoNothing();
    const [row] = await tx
      .select({ doc: practiceState.doc })
      .from(practiceState)
      .where(and(eq(practiceState.userId, userId), eq(practiceState.exercise, shape.exercise)))
      .for('update');
    const state = parseOrInitial(row?.doc, shape);
    const result = await change(state);
    await tx
      .update(practiceState)
      .set({ doc: state as object, updatedAt: sql`now()` })
      .where(and(eq(practiceState.userId, userId), eq(practiceState.exercise, shape.exercise)));
    return result;
  });
  // Committed: the next read of this learner, on any instance, goes to the database (a refusal stored nothing).
  forgetPracticeOf(userId);
  return result;
}

/**
 * "Reset my practice data": the exercise's state and files go, so the next read is the start state. The
 * files' bytes leave the media store once their rows are gone.
 */
export async function resetPracticeData(userId: string, exercise: HostedExercise): Promise<void> {
  const db = await getDb();
  const files = await db.transaction(async (tx) => {
    await tx.delete(practiceState).where(and(eq(practiceState.userId, userId), eq(practiceState.exercise, exercise)));
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

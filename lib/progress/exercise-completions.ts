import 'server-only';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import { getDb } from '../db/client';
import { exerciseCompletions } from '../db/schema';
import { HOSTED_EXERCISES, type HostedExercise } from '../practice/registry';
import { SERVER_EXERCISES } from '../practice/server-registry';
import { processSingleton } from '../cache/process-singleton';

// Exercises completed (docs/product.md#progress): each exercise's own completion rule (isCompleted in
// lib/practice/server-exercise.ts) decides, from what the server stored of the learner's actions; this module keeps
// the first time it answered yes. A later reset of the exercise, to practise again, leaves the completion standing.

export interface CompletedExercise {
  exercise: string;
  completedAt: string;
}

// Which completions this instance knows are stored, so a learner's practice writes cost a set lookup once the
// exercise is completed. Rows are never deleted but with the account, so a remembered completion stays true.
const known = () => processSingleton('exercise-completions-known', () => new LRUCache<string, Set<string>>({ max: 20_000 }));

function knownOf(userId: string): Set<string> {
  let set = known().get(userId);
  if (!set) known().set(userId, (set = new Set()));
  return set;
}

/**
 * Asks the exercise's completion rule, unless its completion is already stored; stores the first yes.
 * Answers whether a completion was newly stored.
 */
export async function checkExerciseCompletion(userId: string, exercise: HostedExercise): Promise<boolean> {
  if (knownOf(userId).has(exercise)) return false;
  if (!(await SERVER_EXERCISES[exercise].isCompleted(userId))) return false;
  const db = await getDb();
  const inserted = await db
    .insert(exerciseCompletions)
    .values({ userId, exercise, completedAt: new Date() })
    .onConflictDoNothing()
    .returning({ exercise: exerciseCompletions.exercise });
  knownOf(userId).add(exercise);
  return inserted.length > 0;
}

/**
 * Asks every exercise not yet known completed (their state reads come from memory when this instance has them):
 * what the learner did before a write reached checkExerciseCompletion still counts. Answers whether any was new.
 */
export async function syncExerciseCompletions(userId: string): Promise<boolean> {
  const stored = new Set((await completedExercisesOf(userId)).map((row) => row.exercise));
  for (const exercise of stored) knownOf(userId).add(exercise);
  const results = await Promise.all(HOSTED_EXERCISES.filter((id) => !stored.has(id)).map((id) => checkExerciseCompletion(userId, id)));
  return results.some(Boolean);
}

/** The learner's stored completions, first completed first. */
export async function completedExercisesOf(userId: string): Promise<CompletedExercise[]> {
  const db = await getDb();
  const rows = await db
    .select({ exercise: exerciseCompletions.exercise, completedAt: exerciseCompletions.completedAt })
    .from(exerciseCompletions)
    .where(eq(exerciseCompletions.userId, userId))
    .orderBy(asc(exerciseCompletions.completedAt));
  return rows.map((row) => ({ exercise: row.exercise, completedAt: row.completedAt.toISOString() }));
}

/** Every learner's (or one learner's) number of completed exercises, of those the lab still hosts. */
export async function completionCountsByLearner(userId?: string): Promise<Map<string, number>> {
  const db = await getDb();
  const rows = await db
    .select({ userId: exerciseCompletions.userId, count: sql<number>`count(*)::int` })
    .from(exerciseCompletions)
    .where(
      and(userId ? eq(exerciseCompletions.userId, userId) : undefined, inArray(exerciseCompletions.exercise, HOSTED_EXERCISES)),
    )
    .groupBy(exerciseCompletions.userId);
  return new Map(rows.map((row) => [row.userId, row.count]));
}

import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import { getDb } from '../../db/client';
import { practiceMetChallenges } from '../../db/schema';
import type { HostedExercise } from '../registry';

// The met challenges in the database, the truth behind this instance's memory of them (./met-memory.ts).

export interface MetChallenge {
  challengeId: string;
  metAt: Date;
}

/**
 * Records that the learner met these challenges, unless they had already: the first time counts, so a row that
 * exists is left as it is (one statement, safe under races and across instances).
 */
export async function recordMetChallenges(userId: string, exercise: HostedExercise, challengeIds: readonly string[]): Promise<void> {
  if (challengeIds.length === 0) return;
  const db = await getDb();
  // The app's clock, not the database's, as for every practice date: one clock on every instance (and a fake one in tests).
  const metAt = new Date();
  await db
    .insert(practiceMetChallenges)
    .values(challengeIds.map((challengeId) => ({ userId, exercise, challengeId, metAt })))
    .onConflictDoNothing({ target: [practiceMetChallenges.userId, practiceMetChallenges.challengeId] });
}

/** The learner's met challenges, of one exercise or of all, first met first. */
export async function metChallengesOf(userId: string, exercise?: HostedExercise): Promise<(MetChallenge & { exercise: string })[]> {
  const db = await getDb();
  return db
    .select({ challengeId: practiceMetChallenges.challengeId, exercise: practiceMetChallenges.exercise, metAt: practiceMetChallenges.metAt })
    .from(practiceMetChallenges)
    .where(exercise ? and(eq(practiceMetChallenges.userId, userId), eq(practiceMetChallenges.exercise, exercise)) : eq(practiceMetChallenges.userId, userId))
    .orderBy(asc(practiceMetChallenges.metAt), asc(practiceMetChallenges.challengeId));
}

/** Deletes the learner's met challenges (of one exercise, or all); answers how many went. */
export async function deleteMetChallenges(userId: string, exercise?: HostedExercise): Promise<number> {
  const db = await getDb();
  const deleted = await db
    .delete(practiceMetChallenges)
    .where(exercise ? and(eq(practiceMetChallenges.userId, userId), eq(practiceMetChallenges.exercise, exercise)) : eq(practiceMetChallenges.userId, userId))
    .returning({ challengeId: practiceMetChallenges.challengeId });
  return deleted.length;
}

import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { getDb } from '../../db/client';
import { practiceMetChallenges } from '../../db/schema';
import { metChallengesOf } from '../../practice/challenges/met-store';

// Challenges met, as the practice lab's challenges record them (docs/architecture.md#challenges): progress reads
// them, and never writes.

export interface MetChallengeEvent {
  challengeId: string;
  exercise: string;
  metAt: Date;
}

/** The learner's met challenges with when each was first met, for the count, the activity chart and the timeline. */
export async function challengesMetOf(userId: string): Promise<MetChallengeEvent[]> {
  return metChallengesOf(userId);
}

/** Every learner's (or one learner's) number of met challenges. */
export async function challengeCountsByLearner(userId?: string): Promise<Map<string, number>> {
  const db = await getDb();
  const rows = await db
    .select({ userId: practiceMetChallenges.userId, count: sql<number>`count(*)::int` })
    .from(practiceMetChallenges)
    .where(userId ? eq(practiceMetChallenges.userId, userId) : undefined)
    .groupBy(practiceMetChallenges.userId);
  return new Map(rows.map((row) => [row.userId, row.count]));
}

import 'server-only';
import { and, eq } from 'drizzle-orm';
import { notFound } from '../api/errors';
import { getDb } from '../db/client';
import { users } from '../db/schema';
import { timelineOf, type TimelineEntry } from './timeline';

export interface LearnerTimeline {
  learner: { userId: string; name: string; email: string };
  entries: TimelineEntry[];
}

/** A student's timeline for the trainer; 404 for an id no student has. */
export async function learnerTimeline(userId: string): Promise<LearnerTimeline> {
  const db = await getDb();
  const [learner] = await db
    .select({ userId: users.id, name: users.username, email: users.email })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.role, 'student')));
  if (!learner) throw notFound('There is no such learner.');
  return { learner, entries: await timelineOf(userId) };
}

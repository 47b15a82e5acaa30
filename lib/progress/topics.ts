import 'server-only';
import { and, eq } from 'drizzle-orm';
import { notFound } from '../api/errors';
import { getDb } from '../db/client';
import { learningChunks, topicProgress } from '../db/schema';
import { PROGRESS_MSG } from '../messages';
import type { TopicEvent } from '../validation/progress';
import { logProgressEvent } from './event-log';

// Learning topics done (docs/product.md#progress): a chunk is done once read to its end or ticked, and unticking
// undoes it. An event applies once per learner (its id); the learner is the caller's session, never the body's.

export interface TopicDone {
  chunkId: number;
  via: 'read' | 'ticked';
  doneAt: string;
}

/** Applies the learner's topic event; answers whether the topic is done now. A replayed event changes nothing. */
export async function applyTopicEvent(userId: string, chunkId: number, event: TopicEvent): Promise<{ done: boolean }> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [chunk] = await tx.select({ id: learningChunks.id }).from(learningChunks).where(eq(learningChunks.id, chunkId));
    if (!chunk) throw notFound(PROGRESS_MSG.topicNotFound);
    const at = new Date();
    const kind = event.done ? 'topic-done' : 'topic-undone';
    const fresh = await logProgressEvent(tx, { userId, eventId: event.eventId, kind, subject: String(chunkId), at });
    if (fresh) {
      if (event.done) {
        // A topic already done keeps the time and the way it was first done.
        await tx.insert(topicProgress).values({ userId, chunkId, via: event.via, doneAt: at }).onConflictDoNothing();
      } else {
        await tx.delete(topicProgress).where(and(eq(topicProgress.userId, userId), eq(topicProgress.chunkId, chunkId)));
      }
    }
    const [row] = await tx
      .select({ chunkId: topicProgress.chunkId })
      .from(topicProgress)
      .where(and(eq(topicProgress.userId, userId), eq(topicProgress.chunkId, chunkId)));
    return { done: Boolean(row) };
  });
}

/** The learner's done topics, of one course or of all. */
export async function topicsDoneOf(userId: string, courseId?: number): Promise<TopicDone[]> {
  const db = await getDb();
  const rows = await db
    .select({ chunkId: topicProgress.chunkId, via: topicProgress.via, doneAt: topicProgress.doneAt })
    .from(topicProgress)
    .innerJoin(learningChunks, eq(learningChunks.id, topicProgress.chunkId))
    .where(courseId === undefined ? eq(topicProgress.userId, userId) : and(eq(topicProgress.userId, userId), eq(learningChunks.courseId, courseId)));
  return rows.map((row) => ({ chunkId: row.chunkId, via: row.via === 'read' ? 'read' : 'ticked', doneAt: row.doneAt.toISOString() }));
}

import 'server-only';
import { and, desc, eq, lt, or, inArray } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import { progressEvents } from '../db/schema';
import type { DbOrTx } from '../db/types';
import { processSingleton } from '../cache/process-singleton';

// The log of applied progress events (lib/db/schema/progress.ts): keeping an event's id is what makes its replay
// change nothing (docs/architecture.md#progress-and-certificates). It is pruned per learner, so a learner's log
// stays bounded however many reports their player (or a script) sends.

export type ProgressEventKind = 'topic-done' | 'topic-undone' | 'video';

/** Rows older than this go: longer than the 12 weeks the activity chart shows, with room to spare. */
export const EVENT_LOG_KEEP_DAYS = 120;
/** A learner's newest rows kept: the timeline shows 200 entries; a player's reports are 360 an hour of watching. */
export const EVENT_LOG_KEEP_ROWS = 5000;
const DAY_MS = 86_400_000;

interface LoggedEvent {
  userId: string;
  eventId: string;
  kind: ProgressEventKind;
  subject: string;
  amount?: number;
  at: Date;
}

// Pruning a learner's log costs a query or two, so an instance does it at most once in 10 minutes per learner.
const prunedRecently = () => processSingleton('progress-event-log-pruned', () => new LRUCache<string, true>({ max: 20_000, ttl: 10 * 60_000 }));

/**
 * Logs the event unless the learner's log already holds its id; answers whether it is new. Run it in the transaction
 * that applies the event: a replay then applies nothing, and a refused event leaves no id behind.
 */
export async function logProgressEvent(db: DbOrTx, event: LoggedEvent): Promise<boolean> {
  const inserted = await db
    .insert(progressEvents)
    .values({ ...event, amount: event.amount ?? 0 })
    .onConflictDoNothing({ target: [progressEvents.userId, progressEvents.eventId] })
    .returning({ eventId: progressEvents.eventId });
  if (inserted.length > 0 && !prunedRecently().has(event.userId)) {
    prunedRecently().set(event.userId, true);
    await pruneEventLog(db, event.userId, event.at);
  }
  return inserted.length > 0;
}

/**
 * Removes the learner's rows older than EVENT_LOG_KEEP_DAYS and any beyond their newest EVENT_LOG_KEEP_ROWS; answers
 * how many went. An id pruned could be applied again if replayed: a video segment then adds nothing already merged
 * (and the playback clock still bounds it), a topic event sets the topic as it said, which the learner can undo.
 */
export async function pruneEventLog(db: DbOrTx, userId: string, now: Date): Promise<number> {
  const mine = eq(progressEvents.userId, userId);
  const beyond = db
    .select({ eventId: progressEvents.eventId })
    .from(progressEvents)
    .where(mine)
    .orderBy(desc(progressEvents.at), desc(progressEvents.eventId))
    .offset(EVENT_LOG_KEEP_ROWS);
  const removed = await db
    .delete(progressEvents)
    .where(and(mine, or(lt(progressEvents.at, new Date(now.getTime() - EVENT_LOG_KEEP_DAYS * DAY_MS)), inArray(progressEvents.eventId, beyond))))
    .returning({ eventId: progressEvents.eventId });
  return removed.length;
}

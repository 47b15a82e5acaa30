import 'server-only';
import { progressEvents } from '../db/schema';
import type { DbOrTx } from '../db/types';

// The log of applied progress events (lib/db/schema/progress.ts): keeping an event's id is what makes its replay
// change nothing (docs/architecture.md#progress-and-certificates).

export type ProgressEventKind = 'topic-done' | 'topic-undone' | 'video';

interface LoggedEvent {
  userId: string;
  eventId: string;
  kind: ProgressEventKind;
  subject: string;
  amount?: number;
  at: Date;
}

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
  return inserted.length > 0;
}

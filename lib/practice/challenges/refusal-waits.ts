import 'server-only';
import { LRUCache } from 'lru-cache';
import { processSingleton } from '../../cache/process-singleton';
import { publishToPeers } from '../../cluster/peer-events';

/**
 * The learners' 429s still to be waited out, for a challenge that asks to wait out the request limit (Book List's
 * BKL-C18): per learner, the earliest moment a 429's Retry-After lets them back (the 429's time + Retry-After). A
 * success at or after it meets the challenge: the learner honoured the Retry-After of one of their 429s.
 *
 * The request limit is shared by every instance with PostgreSQL (../learner-limit.ts), so the 429 may come from one
 * instance and the success from another: each instance tells the others of its learner's wait when it begins or gets
 * earlier (at most once per second of a window per learner, however many 429s a load test meets) and when a success
 * ended it (`practice-wait`, lib/cluster/peer-events.ts). No database is read: a check runs on every exchange. While
 * the peer channel was down a message may have been missed, so everything is dropped when it is back; the learner
 * then meets the challenge on their next try.
 */

// A learner's wait matters for a window of seconds; 20,000 learners are far beyond a class.
const waits = () => processSingleton('practice-refusal-waits', () => new LRUCache<string, number>({ max: 20_000 }));

/** A 429 told the learner to come back at `until` (epoch ms): kept if earlier than what was kept, and told to the others. */
export function noteRefusalWait(userId: string, until: number): void {
  if (noteRefusalWaitHere(userId, until)) publishToPeers({ type: 'practice-wait', userId, until });
}

/** When the learner's kept wait ends, if one is kept. */
export function refusalWaitOf(userId: string): number | undefined {
  return waits().get(userId);
}

/** The learner's wait was met by a success: ended here and on the other instances. */
export function endRefusalWait(userId: string): void {
  waits().delete(userId);
  publishToPeers({ type: 'practice-wait', userId, until: null });
}

/** The same as noteRefusalWait in this process only (also what another instance's message asks for); true if kept. */
export function noteRefusalWaitHere(userId: string, until: number): boolean {
  const kept = waits().get(userId);
  if (kept !== undefined && kept <= until) return false;
  waits().set(userId, until);
  return true;
}

/** Another instance's message: the learner's wait ended there. */
export function endRefusalWaitHere(userId: string): void {
  waits().delete(userId);
}

/** The peer channel was down: a message may have been missed. */
export function forgetAllRefusalWaitsHere(): void {
  waits().clear();
}

import { processSingleton } from '../cache/process-singleton';
import type { CacheTag } from '../cache/cache-tag-names';

/**
 * What one instance tells the others that serve the same database: content changed (drop what is
 * cached under these tags), or a user's sessions ended or their account changed (check their next request against the database).
 */
export type PeerEvent = 
  | { type: 'invalidate'; tags: CacheTag[] }
  | { type: 'forget-user'; userId: string }
  /** `part`: only that part of the learner's practice data changed (an exercise's state); none: any of it. */
  | { type: 'forget-practice'; userId: string; part?: string }
  /** A learner's practice credentials were revoked, rotated or deleted: check their next bearer token against the database. */
  | { type: 'forget-credentials'; userId: string }
  /** A learner reset their met challenges: record the next one met again (lib/practice/challenges/met-memory.ts). */
  | { type: 'forget-challenges'; userId: string }
  /** Mail reached a learner's practice inbox: their waiting inbox reads here read again (lib/practice/inbox/waiters.ts). */
  | { type: 'inbox-mail'; userId: string }
  /**
   * A learner's 429 to wait out began or got earlier (`until`, epoch ms), or a success ended it (null): the challenge
   * that asks to wait it out is met on any instance (lib/practice/challenges/refusal-waits.ts).
   */
  | { type: 'practice-wait'; userId: string; until: number | null };

interface PeerState {
  /** Sends to the other instances; null with the embedded database (one process, nobody to tell). */
  publish: ((event: PeerEvent) => void) | null;
}

const state = () => processSingleton<PeerState>('peer-events', () => ({ publish: null }));

export function setPeerPublisher(publish: ((event: PeerEvent) => void) | null): void {
  state().publish = publish;
}

/** Tells the other instances, if there are any; this instance has already acted on it. */
export function publishToPeers(event: PeerEvent): void {
  state().publish?.(event);
}

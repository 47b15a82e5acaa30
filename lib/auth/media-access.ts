import { LRUCache } from 'lru-cache';
import { processSingleton } from '../cache/process-singleton';

/**
 * How long a checked session may stream training videos without being checked again. Every way a session
 * ends ends access at once on the server that handled it (forgetUserAccess, ./user-access.ts), and on the
 * other instances as soon as they hear of it (lib/cluster); this bounds what the app cannot hear of (a row
 * changed by hand in the database). README "Performance" states it.
 */
export const MEDIA_ACCESS_RECHECK_SECONDS = 10;

interface Grant {
  userId: string;
}

// One entry per watching session: 20,000 is far beyond a training provider's concurrent viewers.
const grants = () =>
  processSingleton('media-access', () => new LRUCache<string, Grant>({ max: 20_000, ttl: MEDIA_ACCESS_RECHECK_SECONDS * 1000 }));

/**
 * Remembers that the session behind this cookie value passed the full check (a live session of a
 * paid student or an admin), so the player's next Range requests can skip it for a few seconds.
 */
export function rememberMediaAccess(sessionCookie: string, userId: string): void {
  grants().set(sessionCookie, { userId });
}

/** Whether the session behind this cookie value passed the full check in the last few seconds. */
export function hasRecentMediaAccess(sessionCookie: string): boolean {
  return grants().get(sessionCookie) !== undefined;
}

/** Ends the remembered access of every session of a user, in this process (see forgetUserAccess, ./user-access.ts). */
export function forgetMediaAccessHere(userId: string): void {
  const store = grants();
  for (const [cookie, grant] of store.entries()) if (grant.userId === userId) store.delete(cookie);
}

import { LRUCache } from 'lru-cache';
import { processSingleton } from '../cache/process-singleton';
import { publishToPeers } from '../cluster/peer-events';

/**
 * How long a checked session may stream training videos without being checked again. Logout, a
 * password change, an account deletion and an e-mail change end access at once on the server that
 * handled them (they call forgetMediaAccess), and on the other instances as soon as they hear of it
 * (lib/cluster); this bounds every other case, such as a password reset. README "Performance" states it.
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

/**
 * Ends the remembered access of every session of a user (logged out, password changed, deleted...),
 * here and on the other instances of the same database.
 */
export function forgetMediaAccess(userId: string): void {
  forgetMediaAccessHere(userId);
  publishToPeers({ type: 'forget-media-access', userId });
}

/** The same, in this process only: what another instance's message asks for. */
export function forgetMediaAccessHere(userId: string): void {
  const store = grants();
  for (const [cookie, grant] of store.entries()) if (grant.userId === userId) store.delete(cookie);
}

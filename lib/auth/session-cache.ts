import { LRUCache } from 'lru-cache';
import { deepFreeze } from '../cache/deep-freeze';
import { cachingEnabled } from '../cache/tags';
import { processSingleton } from '../cache/process-singleton';
import type { SessionInfo } from './session-types';

/**
 * Sessions this process has checked against the database, keyed by the credentials that proved them (the
 * session cookie or the bearer token, exactly as sent), so a learner's next request skips the lookup.
 *
 * Correctness rests on invalidation, not on the time limit: every way a session ends or its user changes
 * (logout, password change or reset, e-mail change, profile and payment updates, an admin's edit or
 * deletion, better-auth's own writes through its database hooks) calls forgetUserAccess
 * (./user-access.ts), which drops the user's entries here and on every other instance (lib/cluster). An
 * entry also stops at its session's expiry. The minute below only bounds what the app cannot hear of: a
 * row changed by hand in the database, and better-auth's sliding expiry, which it renews on a lookup.
 */
export const SESSION_RECHECK_MS = 60_000;

interface Entry {
  info: SessionInfo;
  expiresAt: number;
  checkedAt: number;
}

interface SessionCache {
  entries: LRUCache<string, Entry>;
  /** Bumped by every forget: a lookup that started before one must not be kept (it may be the ended session). */
  generation: number;
}

// One entry per signed-in device: 20,000 is far beyond a training provider's concurrent learners.
const state = () =>
  processSingleton<SessionCache>('session-cache', () => ({
    entries: new LRUCache<string, Entry>({ max: 20_000 }),
    generation: 0,
  }));

/**
 * The credentials a request proves its session with: its Authorization header and its session cookies.
 * Null when it carries neither (nothing to look up).
 */
export function sessionCacheKey(headers: Headers): string | null {
  return sessionKeyOf(headers.get('authorization'), headers.get('cookie'));
}

/** The same from the raw header values (the fast path has no Headers object). */
export function sessionKeyOf(authorization: string | null | undefined, cookie: string | null | undefined): string | null {
  const cookies = (cookie ?? '')
    .split(';')
    .map((pair) => pair.trim())
    .filter((pair) => /^[^=]*session_token=/.test(pair))
    .sort();
  if (!authorization && cookies.length === 0) return null;
  return `${authorization ?? ''}\n${cookies.join('; ')}`;
}

/** A checked, unexpired session for these credentials, when this process may serve it from memory. */
export function cachedSession(key: string): SessionInfo | undefined {
  if (!cachingEnabled()) return undefined;
  const { entries } = state();
  const entry = entries.get(key);
  if (!entry) return undefined;
  const now = Date.now();
  if (entry.expiresAt <= now || now - entry.checkedAt >= SESSION_RECHECK_MS) {
    entries.delete(key);
    return undefined;
  }
  return entry.info;
}

/**
 * The session raw credentials prove, when this process remembers it: what the fast path asks before it answers a
 * request itself (withRoute will then look nothing up). Undefined for no credentials or one not remembered.
 */
export function rememberedSessionOf(authorization: string | null | undefined, cookie: string | null | undefined): SessionInfo | undefined {
  const key = sessionKeyOf(authorization, cookie);
  return key === null ? undefined : cachedSession(key);
}

/** Where the forgets stand now; pass it back to keepSession after the lookup. */
export function sessionGeneration(): number {
  return state().generation;
}

/** Remembers a session the database just confirmed, unless a forget happened while it was being read. */
export function keepSession(key: string, info: SessionInfo, expiresAt: Date, generationAtStart: number): void {
  const cache = state();
  if (!cachingEnabled() || cache.generation !== generationAtStart) return;
  // Every request of the session gets this one object: frozen, a handler that edited it would throw instead.
  cache.entries.set(key, { info: deepFreeze(info), expiresAt: expiresAt.getTime(), checkedAt: Date.now() });
}

/** Drops every remembered session of a user, in this process. */
export function forgetSessionsHere(userId: string): void {
  const cache = state();
  cache.generation++;
  for (const [key, entry] of cache.entries.entries()) if (entry.info.user.id === userId) cache.entries.delete(key);
}

/** Drops every remembered session: what this process hears of others' changes was interrupted. */
export function forgetAllSessionsHere(): void {
  const cache = state();
  cache.generation++;
  cache.entries.clear();
}

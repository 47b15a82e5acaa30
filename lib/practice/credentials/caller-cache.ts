import 'server-only';
import { LRUCache } from 'lru-cache';
import { deepFreeze } from '../../cache/deep-freeze';
import { processSingleton } from '../../cache/process-singleton';
import { cachingEnabled } from '../../cache/tags';
import { publishToPeers } from '../../cluster/peer-events';
import { PRACTICE_CREDENTIAL_FIGURES } from './figures';

/** Who a practice API request comes from: the learner, and which kind of credential they presented. */
export interface PracticeCaller {
  userId: string;
  via: 'token' | 'oauth';
}

/**
 * Practice credentials this process has checked against the database, keyed by the SHA-256 of the presented
 * token, so a learner's suite hammering a practice API costs one hash and one map lookup per request, as
 * lib/auth/session-cache.ts does for sessions.
 *
 * Invalidation keeps it right, not a timer: revoking or rotating a token, rotating a client's secret or deleting
 * a client calls forgetPracticeCredentialsOf (here, then the other instances through lib/cluster), and so does
 * every change of the account (lib/auth/user-access.ts: a ban, a deletion). An OAuth token is refused from its
 * expiry on. The minute bounds what the app cannot hear of (a row changed by hand) and is also when "last used"
 * may be written again (./caller-lookup.ts), so a hot token costs one small write a minute, not one per request.
 */
export const CALLER_RECHECK_MS = PRACTICE_CREDENTIAL_FIGURES.lastUsedEveryMs;

interface Entry {
  caller: PracticeCaller;
  /** Epoch ms from which the credential is refused (an OAuth token's expiry); Infinity for a personal token. */
  expiresAt: number;
  checkedAt: number;
}

interface CallerCache {
  entries: LRUCache<string, Entry>;
  /** Bumped by every forget: a lookup that started before one must not be kept (it may be the revoked token). */
  generation: number;
}

// A learner keeps at most 5 tokens and 3 clients; 20,000 entries are far beyond a class's live credentials.
const state = () => processSingleton<CallerCache>('practice-caller-cache', () => ({ entries: new LRUCache<string, Entry>({ max: 20_000 }), generation: 0 }));

/** A checked, unexpired credential, when this process may answer it from memory. */
export function cachedCaller(tokenHash: string): PracticeCaller | undefined {
  if (!cachingEnabled()) return undefined;
  const { entries } = state();
  const entry = entries.get(tokenHash);
  if (!entry) return undefined;
  const now = Date.now();
  if (entry.expiresAt <= now || now - entry.checkedAt >= CALLER_RECHECK_MS) {
    entries.delete(tokenHash);
    return undefined;
  }
  return entry.caller;
}

/** Where the forgets stand now; pass it back to keepCaller after the lookup. */
export function callerGeneration(): number {
  return state().generation;
}

/** Remembers a credential the database just confirmed, unless a forget happened while it was being read. */
export function keepCaller(tokenHash: string, caller: PracticeCaller, expiresAt: number, generationAtStart: number): void {
  const cache = state();
  if (!cachingEnabled() || cache.generation !== generationAtStart) return;
  cache.entries.set(tokenHash, { caller: deepFreeze({ ...caller }), expiresAt, checkedAt: Date.now() });
}

/** A learner's credentials changed (revoked, rotated, deleted): drop what is remembered here and on the other instances. */
export function forgetPracticeCredentialsOf(userId: string): void {
  forgetPracticeCredentialsHere(userId);
  publishToPeers({ type: 'forget-credentials', userId });
}

/** The same, in this process only: what another instance's message (or a change of the account) asks for. */
export function forgetPracticeCredentialsHere(userId: string): void {
  const cache = state();
  cache.generation++;
  for (const [key, entry] of cache.entries.entries()) if (entry.caller.userId === userId) cache.entries.delete(key);
}

/** Drops every remembered credential: what this process hears of the others' changes was interrupted. */
export function forgetAllPracticeCredentialsHere(): void {
  const cache = state();
  cache.generation++;
  cache.entries.clear();
}

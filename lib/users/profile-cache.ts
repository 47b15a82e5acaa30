import { LRUCache } from 'lru-cache';
import { deepFreeze } from '../cache/deep-freeze';
import { processSingleton } from '../cache/process-singleton';
import { CACHE_TAGS, cachingEnabled, onInvalidate, tagsGeneration } from '../cache/tags';
import type { UserProfile } from './profile-types';

/**
 * Profiles this process has read (the users row and the names of the user's courses), so the profile
 * screen a learner opens between exercises skips its two queries. Dropped with the user's sessions by
 * every change of the account (lib/auth/user-access.ts: profile, photo, e-mail, payment, an admin's edit
 * or deletion, better-auth's own writes), here and on the other instances; all of them when a course
 * changes (a renamed course shows at once). A read that started before a drop is not kept, and nothing is
 * kept while another instance's changes could go unheard (cachingEnabled). The minute bounds only a row
 * changed by hand in the database.
 */
interface ProfileCache {
  entries: LRUCache<string, UserProfile>;
  /** Bumped by every drop. */
  generation: number;
}

const state = () =>
  processSingleton<ProfileCache>('profile-cache', () => {
    const cache: ProfileCache = { entries: new LRUCache<string, UserProfile>({ max: 20_000, ttl: 60_000 }), generation: 0 };
    onInvalidate((tags) => {
      if (!tags.includes(CACHE_TAGS.courses)) return;
      cache.generation++;
      cache.entries.clear();
    });
    return cache;
  });

/** The profile from memory, or `read()` kept for the next time. Frozen: every caller gets the same object. */
export async function cachedUserProfile(userId: string, read: () => Promise<UserProfile | null>): Promise<UserProfile | null> {
  if (!cachingEnabled()) return read();
  const cache = state();
  const hit = cache.entries.get(userId);
  if (hit) return hit;
  const before = cache.generation + tagsGeneration([CACHE_TAGS.courses]);
  const profile = await read();
  if (profile && cachingEnabled() && cache.generation + tagsGeneration([CACHE_TAGS.courses]) === before) {
    cache.entries.set(userId, deepFreeze(profile));
  }
  return profile;
}

/** Drops the user's profile in this process (lib/auth/user-access.ts calls it with their sessions). */
export function forgetProfileHere(userId: string): void {
  const cache = state();
  cache.generation++;
  cache.entries.delete(userId);
}

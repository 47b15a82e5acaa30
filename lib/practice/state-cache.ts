import 'server-only';
import { LRUCache } from 'lru-cache';
import { cachingEnabled } from '../cache/tags';
import { ForgetMarks } from '../cache/forget-marks';
import { processSingleton } from '../cache/process-singleton';
import { publishToPeers } from '../cluster/peer-events';
import { forgetAllPracticeRepliesHere, forgetPracticeRepliesHere } from './reply-cache';

/**
 * Each learner's practice state (an exercise's document, the bug-mode switch) as last read from the
 * database, so the reads of a suite hammering one exercise skip the round trip while nothing changed.
 *
 * Every write of a learner's practice data (./state-store.ts, ./bug-mode.ts) calls forgetPracticeOf
 * after it committed: the learner's entries go here, and the other instances are told (lib/cluster). A
 * read that started before a forget of that learner is not kept (lib/cache/forget-marks.ts), so a second tab or a parallel
 * test never gets a board, booking list or setting older than a write it already saw answered. Nothing
 * is served from here while the peer channel is down. Callers get their own copy, so changing it in
 * place cannot change the next reader's.
 */

interface PracticeCache {
  entries: LRUCache<string, { value: unknown }>;
  /** When each learner's entries were last dropped. */
  marks: ForgetMarks;
  /** Every part name read so far (one per exercise, plus the settings): a forget drops these few keys. */
  parts: Set<string>;
}

// Bounded by bytes: a learner's documents are a few KB; 32 MB holds thousands of active learners. The
// minute bounds only what the app cannot hear of: a row changed by hand in the database.
const state = () =>
  processSingleton<PracticeCache>('practice-state-cache', () => ({
    entries: new LRUCache<string, { value: unknown }>({
      ttl: 60_000,
      maxSize: 32 * 1024 * 1024,
      sizeCalculation: (entry) => Math.max(1, JSON.stringify(entry.value)?.length ?? 1),
    }),
    marks: new ForgetMarks(),
    parts: new Set<string>(),
  }));

const keyOf = (userId: string, part: string) => `${userId}\n${part}`;

/** `read()` from the database, or its last result for this learner and part while nothing was written since. */
export async function cachedPracticeRead<T>(userId: string, part: string, read: () => Promise<T>): Promise<T> {
  if (!cachingEnabled()) return read();
  const cache = state();
  const key = keyOf(userId, part);
  const hit = cache.entries.get(key);
  if (hit) return structuredClone(hit.value) as T;
  const mark = cache.marks.now();
  cache.parts.add(part);
  const value = await read();
  if (cache.marks.unchangedSince(userId, mark) && cachingEnabled()) cache.entries.set(key, { value: structuredClone(value) });
  return value;
}

/** The mark now: a write takes it before its statement, for rememberPracticeWrite. */
export function practiceCacheGeneration(): number {
  return state().marks.now();
}

/**
 * A write of `part` committed `value`: the learner's entries go here and on the other instances, as with
 * any write, and then `value` is kept as what this instance last read, so the learner's next read or write
 * skips the database. Kept only if nothing of the learner's was forgotten since `generationBefore` (taken before
 * the write's statement): otherwise another write may already be newer than this one.
 */
export function rememberPracticeWrite(userId: string, part: string, value: unknown, generationBefore: number): void {
  const cache = state();
  const unchanged = cache.marks.unchangedSince(userId, generationBefore);
  forgetPracticeOf(userId, part);
  if (!unchanged || !cachingEnabled()) return;
  cache.parts.add(part);
  cache.entries.set(keyOf(userId, part), { value: structuredClone(value) });
}

/**
 * A learner's practice data changed: drops what is remembered of it here and on the other instances.
 * With `part` (an exercise's state), only that part goes, so a learner's settings stay remembered while
 * their suite writes; every reply of the learner goes either way, since a reply may read several parts.
 */
export function forgetPracticeOf(userId: string, part?: string): void {
  forgetPracticeHere(userId, part);
  publishToPeers(part === undefined ? { type: 'forget-practice', userId } : { type: 'forget-practice', userId, part });
}

/** The same, in this process only: what another instance's message asks for. The replies made from it go too. */
export function forgetPracticeHere(userId: string, part?: string): void {
  const cache = state();
  cache.marks.forget(userId);
  for (const each of part === undefined ? cache.parts : [part]) cache.entries.delete(keyOf(userId, each));
  forgetPracticeRepliesHere(userId);
}

/** Drops every learner's practice state and replies in this process: what it hears of others' writes was interrupted. */
export function forgetAllPracticeHere(): void {
  const cache = state();
  cache.marks.forgetEveryone();
  cache.entries.clear();
  forgetAllPracticeRepliesHere();
}

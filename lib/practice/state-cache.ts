import 'server-only';
import { LRUCache } from 'lru-cache';
import { cachingEnabled } from '../cache/tags';
import { processSingleton } from '../cache/process-singleton';
import { publishToPeers } from '../cluster/peer-events';
import { forgetAllPracticeRepliesHere, forgetPracticeRepliesHere } from './reply-cache';

/**
 * Each learner's practice state (an exercise's document, the bug-mode switch) as last read from the
 * database, so the reads of a suite hammering one exercise skip the round trip while nothing changed.
 *
 * Every write of a learner's practice data (./state-store.ts, ./bug-mode.ts) calls forgetPracticeOf
 * after it committed: the learner's entries go here, and the other instances are told (lib/cluster). A
 * read that started before a forget is not kept (a generation number), so a second tab or a parallel
 * test never gets a board, booking list or setting older than a write it already saw answered. Nothing
 * is served from here while the peer channel is down. Callers get their own copy, so changing it in
 * place cannot change the next reader's.
 */

interface PracticeCache {
  entries: LRUCache<string, { value: unknown }>;
  /** Bumped by every forget. */
  generation: number;
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
    generation: 0,
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
  const generation = cache.generation;
  cache.parts.add(part);
  const value = await read();
  if (cache.generation === generation && cachingEnabled()) cache.entries.set(key, { value: structuredClone(value) });
  return value;
}

/** A learner's practice data changed: drops what is remembered of it here and on the other instances. */
export function forgetPracticeOf(userId: string): void {
  forgetPracticeHere(userId);
  publishToPeers({ type: 'forget-practice', userId });
}

/** The same, in this process only: what another instance's message asks for. The replies made from it go too. */
export function forgetPracticeHere(userId: string): void {
  const cache = state();
  cache.generation++;
  for (const part of cache.parts) cache.entries.delete(keyOf(userId, part));
  forgetPracticeRepliesHere(userId);
}

/** Drops every learner's practice state and replies in this process: what it hears of others' writes was interrupted. */
export function forgetAllPracticeHere(): void {
  const cache = state();
  cache.generation++;
  cache.entries.clear();
  forgetAllPracticeRepliesHere();
}

import 'server-only';
import { LRUCache } from 'lru-cache';
import { processSingleton } from '../../cache/process-singleton';
import { cachingEnabled } from '../../cache/tags';
import { publishToPeers } from '../../cluster/peer-events';

/**
 * Which challenges this instance knows a learner has met, so that a learner's suite meeting the same challenge on
 * every run costs a set lookup, not a database write (docs/architecture.md#challenges). Only what the database
 * confirmed is kept, and it only ever says "already met": a miss costs one idempotent insert, never a wrong answer.
 *
 * The learner's reset of their challenges drops their entry here and on the other instances (`forget-challenges`);
 * a record that raced a forget is not kept (a generation number), nothing is trusted while the peer channel is
 * down (cachingEnabled), and everything is dropped when it is back.
 */

interface MetMemory {
  learners: LRUCache<string, Set<string>>;
  generation: number;
}

// A set of at most a few dozen short ids per learner; 20,000 learners are far beyond a class.
const state = () => processSingleton<MetMemory>('practice-met-challenges', () => ({ learners: new LRUCache<string, Set<string>>({ max: 20_000 }), generation: 0 }));

/** Whether this instance knows the learner met the challenge. */
export function knownMet(userId: string, challengeId: string): boolean {
  return cachingEnabled() && (state().learners.get(userId)?.has(challengeId) ?? false);
}

/** Where the forgets stand now: read it before recording, pass it to rememberMet after. */
export function metMemoryGeneration(): number {
  return state().generation;
}

/** Remembers challenges the database now holds as met, unless a forget happened meanwhile. */
export function rememberMet(userId: string, challengeIds: readonly string[], generationAtStart: number): void {
  const memory = state();
  if (!cachingEnabled() || memory.generation !== generationAtStart) return;
  const known = memory.learners.get(userId) ?? new Set<string>();
  for (const id of challengeIds) known.add(id);
  memory.learners.set(userId, known);
}

/** The learner's met challenges were deleted: forget them here and on the other instances. */
export function forgetMetChallengesOf(userId: string): void {
  forgetMetChallengesHere(userId);
  publishToPeers({ type: 'forget-challenges', userId });
}

/** The same, in this process only: what another instance's message asks for. */
export function forgetMetChallengesHere(userId: string): void {
  const memory = state();
  memory.generation++;
  memory.learners.delete(userId);
}

/** Drops everything: this instance may have missed another's forget. */
export function forgetAllMetChallengesHere(): void {
  const memory = state();
  memory.generation++;
  memory.learners.clear();
}

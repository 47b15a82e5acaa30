import { publishToPeers } from '../cluster/peer-events';
import { CACHE_TAGS, type CacheTag } from './cache-tag-names';
import { processSingleton } from './process-singleton';

// Public content is cached twice in the server process: the database reads behind it
// (cached-query.ts) and the rendered pages and JSON replies (lib/fast-path/response-cache.ts). Every
// write that changes the content calls invalidate() with its tag (./cache-tag-names.ts); both caches drop
// what carries it.
export { CACHE_TAGS, type CacheTag } from './cache-tag-names';

type Listener = (tags: readonly CacheTag[]) => void;

interface TagState {
  enabled: boolean;
  /** Caching is held off while this instance cannot hear the others' invalidations (lib/cluster). */
  paused: boolean;
  /** Bumped by every invalidation of the tag: a read started before a bump must not be kept. */
  generations: Map<CacheTag, number>;
  listeners: Set<Listener>;
}

const state = () =>
  processSingleton<TagState>('cache-tags', () => ({ enabled: false, paused: false, generations: new Map(), listeners: new Set() }));

/**
 * The explicit switch: the server process turns caching on at start (instrumentation.ts). Scripts
 * and tests that call handlers directly leave it off, so their reads always reach the database, even
 * when they change rows behind the app's back.
 */
export function enableCaching(): void {
  state().enabled = true;
}

export function cachingEnabled(): boolean {
  const { enabled, paused } = state();
  return enabled && !paused;
}

/**
 * Holds caching off (every read and view goes to the database and Next) while another instance's
 * changes could go unheard, and drops everything cached when hearing resumes.
 */
export function pauseCaching(paused: boolean): void {
  if (!paused) expireTags(Object.values(CACHE_TAGS));
  state().paused = paused;
}

/**
 * A number that changes whenever any of `tags` is invalidated (generations only grow, so their sum
 * changes iff one of them did). A cache fill compares it before and after its read.
 */
export function tagsGeneration(tags: readonly CacheTag[]): number {
  const { generations } = state();
  return tags.reduce((sum, tag) => sum + (generations.get(tag) ?? 0), 0);
}

/** Calls `listener` with the tags of every invalidation from now on; answers an unsubscribe. */
export function onInvalidate(listener: Listener): () => void {
  state().listeners.add(listener);
  return () => state().listeners.delete(listener);
}

/** Drops what this process has cached under any of `tags`. */
export function expireTags(tags: readonly CacheTag[]): void {
  const { generations, listeners } = state();
  for (const tag of tags) generations.set(tag, (generations.get(tag) ?? 0) + 1);
  for (const listener of listeners) listener(tags);
}

/**
 * Expires everything cached under `tag` at once, here and on every other instance of the same
 * database, so the next view anywhere shows the change (no stale page).
 */
export function invalidate(tag: CacheTag): void {
  expireTags([tag]);
  publishToPeers({ type: 'invalidate', tags: [tag] });
}

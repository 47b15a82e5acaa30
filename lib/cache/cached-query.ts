import { deepFreeze } from './deep-freeze';
import { processSingleton } from './process-singleton';
import { TaggedCache } from './tagged-cache';
import { cachingEnabled, type CacheTag } from './tags';

// Public content is small (courses, schedule rows, ads, reviews); the bound only guards against
// many distinct arguments (e.g. course ids that do not exist).
const reads = () => processSingleton('cached-queries', () => new TaggedCache<unknown>({ max: 2_000 }));

/**
 * Wraps a read so its result is kept in the server process under `tags` until one of them is
 * invalidated. Results are frozen and shared: treat them as read-only. With caching off (scripts,
 * tests) every call reads.
 */
export function cachedQuery<Args extends unknown[], R>(key: string, tags: CacheTag[], read: (...args: Args) => Promise<R>) {
  return (...args: Args): Promise<R> => {
    if (!cachingEnabled()) return read(...args);
    return reads().get(`${key}:${JSON.stringify(args)}`, tags, async () => deepFreeze(await read(...args))) as Promise<R>;
  };
}

import { processSingleton } from '../cache/process-singleton';
import { TaggedCache } from '../cache/tagged-cache';
import { buildCacheEntry, isShareable, type CacheEntry } from './cache-entry';
import type { PublicRoute } from './public-routes';
import type { RenderedResponse } from './render-for-cache';

// A public page with its compressed copies takes about 0.3 MB: this holds every course page of a
// large catalogue while bounding what a crawl of many course ids could take.
const MAX_BYTES = 64 * 1024 * 1024;

const responses = () =>
  processSingleton('response-cache', () => new TaggedCache<CacheEntry | null>({ maxBytes: MAX_BYTES, sizeOf: (entry) => entry?.bytes ?? 1 }));

/**
 * The cached response for `key`, rendering it first when there is none. Null when the render may not
 * be shared (not a 200, or it sets a cookie): the caller lets Next answer.
 */
export function cachedResponse(key: string, route: PublicRoute, render: () => Promise<RenderedResponse>): Promise<CacheEntry | null> {
  return responses().get(
    key,
    route.tags,
    async () => {
      const rendered = await render();
      return isShareable(rendered) ? buildCacheEntry(route, rendered) : null;
    },
    (entry) => entry !== null,
  );
}

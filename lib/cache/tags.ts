import 'server-only';
import { revalidateTag, unstable_cache } from 'next/cache';

// Public pages read their content through these cached queries: one database read per change, not
// per view. Every write that changes the content calls invalidate() with the same tag.
export const CACHE_TAGS = {
  courses: 'courses',
  schedule: 'schedule',
  ads: 'ads',
  reviews: 'reviews',
  trainings: 'trainings',
} as const;
export type CacheTag = (typeof CACHE_TAGS)[keyof typeof CACHE_TAGS];

// Scripts and tests that call handlers directly run outside Next's request context: no cache exists
// there, so reads go straight to the database and there is nothing to expire.
const OUTSIDE_NEXT = /incrementalCache missing|static generation store missing|workStore/i;

/** Wraps a read so its result is cached under `tags` until one of them is invalidated. */
export function cachedQuery<Args extends unknown[], R>(key: string, tags: CacheTag[], read: (...args: Args) => Promise<R>) {
  const cached = unstable_cache(read, [key], { tags, revalidate: false });
  return async (...args: Args): Promise<R> => {
    try {
      return await cached(...args);
    } catch (error) {
      if (OUTSIDE_NEXT.test((error as Error).message)) return read(...args);
      throw error;
    }
  };
}

/** Expires every cached read under `tag` at once, so the next view shows the change (no stale page). */
export function invalidate(tag: CacheTag): void {
  try {
    revalidateTag(tag, { expire: 0 });
  } catch (error) {
    if (!OUTSIDE_NEXT.test((error as Error).message)) throw error;
  }
}

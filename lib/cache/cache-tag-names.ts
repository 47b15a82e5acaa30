// The tags public content is cached under (./tags.ts). Plain data with no imports, so the peer events
// (lib/cluster/peer-events.ts) can name a tag without importing the cache that imports them.
export const CACHE_TAGS = {
  courses: 'courses',
  schedule: 'schedule',
  ads: 'ads',
  reviews: 'reviews',
  trainings: 'trainings',
} as const;
export type CacheTag = (typeof CACHE_TAGS)[keyof typeof CACHE_TAGS];

import { CACHE_TAGS, type CacheTag } from '../cache/tags';

/** A public page or JSON read whose output is the same for every visitor, and what it is made of. */
export interface PublicRoute {
  kind: 'page' | 'json';
  /** The content it shows: an invalidation of any of these drops the cached output. */
  tags: readonly CacheTag[];
}

const { courses, schedule, ads, reviews } = CACHE_TAGS;
const HOME: PublicRoute = { kind: 'page', tags: [courses, schedule, ads, reviews] };

const EXACT: ReadonlyMap<string, PublicRoute> = new Map([
  ['/', HOME],
  ['/home', HOME],
  ['/learning', { kind: 'page', tags: [courses] }],
  ['/practice', { kind: 'page', tags: [] }],
  ['/service', { kind: 'page', tags: [] }],
  ['/product', { kind: 'page', tags: [] }],
  ['/search', { kind: 'page', tags: [] }],
  ['/api/courses', { kind: 'json', tags: [courses] }],
  ['/api/learning', { kind: 'json', tags: [courses] }],
  ['/api/learning/course', { kind: 'json', tags: [courses] }],
  ['/api/reviews', { kind: 'json', tags: [reviews] }],
  ['/api/ads', { kind: 'json', tags: [ads] }],
]);

// Course ids as the pages and handlers accept them; anything else is a 404, which is never cached.
const COURSE_PAGE = /^\/learning\/[1-9][0-9]{0,9}$/;
const COURSE_JSON = /^\/api\/learning\/course\/[1-9][0-9]{0,9}$/;

/**
 * The cacheable route for a path, or null. None of these reads the query string, so `/?utm_source=x`
 * is the same page as `/`; the exceptions are a search (`/search?q=`) and Next's own `_rsc` fetches.
 */
export function publicRouteFor(pathname: string, search: string): PublicRoute | null {
  if (search) {
    const query = new URLSearchParams(search);
    if (query.has('_rsc') || (pathname === '/search' && query.has('q'))) return null;
  }
  const exact = EXACT.get(pathname);
  if (exact) return exact;
  if (COURSE_PAGE.test(pathname)) return { kind: 'page', tags: [courses] };
  if (COURSE_JSON.test(pathname)) return { kind: 'json', tags: [courses] };
  return null;
}

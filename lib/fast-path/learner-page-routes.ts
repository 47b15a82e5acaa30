import { CACHE_TAGS, type CacheTag } from '../cache/cache-tag-names';

/**
 * A portal page whose HTML depends only on who asks (their account) and on the content under `tags`: the fast
 * path keeps each learner's copy (./learner-page-cache.ts). One that is `shared` draws nothing of the learner
 * (an exercise page: the learner's switch, flags and the exercise's state arrive through the practice API after
 * it loads, docs/architecture.md#shared-exercise-pages): one copy serves every learner whose session checks out.
 */
export interface LearnerPage {
  tags: readonly CacheTag[];
  shared?: true;
}

// An exercise at a version, as /student/practice/{exercise}/{version} names it; one that does not exist is
// a 404, which is never kept.
const EXERCISE_PAGE = /^\/student\/practice\/[a-z][a-z-]{0,40}\/v[1-9][0-9]{0,2}$/;

/** The learner page for a path, or null. None of them reads a query string; one with a query goes to Next. */
export function learnerPageFor(pathname: string, search: string): LearnerPage | null {
  if (search) return null;
  // The profile shows the names of the learner's courses.
  if (pathname === '/student') return { tags: [CACHE_TAGS.courses] };
  if (EXERCISE_PAGE.test(pathname)) return { tags: [], shared: true };
  return null;
}

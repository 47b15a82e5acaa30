/**
 * The portal pages the fast path keeps one copy of for every learner (./learner-page-cache.ts): pages that draw nothing
 * of who asks. An exercise page: the learner's switch, flags and the exercise's state arrive through the practice API
 * after it loads (docs/architecture.md#shared-exercise-pages). The profile page: the learner's account and courses
 * arrive through GET /api/users/me (docs/architecture.md#shared-portal-pages). One copy serves every learner whose
 * session checks out.
 */

// An exercise at a version, as /student/practice/{exercise}/{version} names it; one that does not exist is
// a 404, which is never kept.
const EXERCISE_PAGE = /^\/student\/practice\/[a-z][a-z-]{0,40}\/v[1-9][0-9]{0,2}$/;

/** Whether the path is such a page. None of them reads a query string; one with a query goes to Next. */
export function isLearnerPage(pathname: string, search: string): boolean {
  if (search) return false;
  return pathname === '/student' || EXERCISE_PAGE.test(pathname);
}

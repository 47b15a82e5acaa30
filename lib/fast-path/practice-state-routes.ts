import type { RouteHandler } from '../api/route';
import { MOUNTED_PRACTICE_ROUTES } from '../practice/routes/all-routes';
import { matchRoute } from '../practice/routes/mount';
import type { ImplementableMethod, PracticeRoute, WriteMethod } from '../practice/routes/table';

// The practice API calls the fast path may answer without Next's routing (./serve-practice-state.ts), by the same
// handler Next would call: the route tables' entries that write only the learner's practice state (`writesState`, their
// write methods) or read it (`readsState`, their GET), the lab's own and each exercise's (lib/practice/routes/). What a
// learner's suite, their exercise page, or a load test sends again and again. Not uploads (multipart, streamed to the
// media store), downloads, nor the credentials' own routes (tokens, OAuth).

const WRITE_METHODS: readonly string[] = ['POST', 'PUT', 'PATCH', 'DELETE'] satisfies WriteMethod[];

/** Each table entry whose writes the fast path answers, with the write methods it implements. */
export const PRACTICE_WRITE_ROUTES: readonly { path: string; methods: WriteMethod[] }[] = MOUNTED_PRACTICE_ROUTES.filter(({ route }) => route.writesState).map(
  ({ route }) => ({ path: route.path, methods: Object.keys(route.handlers).filter((method): method is WriteMethod => WRITE_METHODS.includes(method)) }),
);

/** Each table entry whose GET the fast path answers. */
export const PRACTICE_READ_ROUTES: readonly { path: string; methods: ['GET'] }[] = MOUNTED_PRACTICE_ROUTES.filter(
  ({ route }) => route.readsState && route.handlers.GET,
).map(({ route }) => ({ path: route.path, methods: ['GET'] }));

export interface MatchedCall {
  route: PracticeRoute;
  handler: RouteHandler;
  params: Record<string, string>;
}

/** Whether `route` lets the fast path answer `method`: a write of a `writesState` entry, the GET of a `readsState` one. */
function answersBeforeNext(route: PracticeRoute, method: string): boolean {
  if (method === 'GET') return route.readsState === true;
  return WRITE_METHODS.includes(method) && route.writesState === true;
}

/**
 * The route Next would call for `method` on `pathname`, with its dynamic segments, when the fast path may answer it;
 * null for anything else. Only plain paths: one with an escape, an empty or dot segment is left to Next, which
 * normalises or refuses it. A path another table entry takes first (Next's precedence) is left to Next as well.
 */
export function practiceStateRouteOf(method: string, pathname: string): MatchedCall | null {
  if (/%|\/\/|\/\.|\/$/.test(pathname)) return null;
  const matched = matchRoute(MOUNTED_PRACTICE_ROUTES, pathname.split('/').slice(1));
  if (!matched || !answersBeforeNext(matched.mounted.route, method)) return null;
  const { route } = matched.mounted;
  if (!route.handlers[method as ImplementableMethod] || (route.params && !route.params.safeParse(matched.params).success)) return null;
  // The handler as mounted, with the after-write hook Next's path has too.
  return { route, params: matched.params, handler: matched.mounted.methods[method as ImplementableMethod] };
}

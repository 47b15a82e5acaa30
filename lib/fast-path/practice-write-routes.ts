import type { RouteHandler } from '../api/route';
import { MOUNTED_PRACTICE_ROUTES } from '../practice/routes/all-routes';
import { matchRoute } from '../practice/routes/mount';
import type { PracticeRoute, WriteMethod } from '../practice/routes/table';

// The practice API writes the fast path may answer without Next's routing (./serve-practice-write.ts), by the same
// handler Next would call: the route tables' entries that write only the learner's practice state (`writesState`),
// the lab's own and each exercise's (lib/practice/routes/). What a learner's suite, or a load test, sends again and
// again. Not uploads (multipart, streamed to the media store) nor the credentials' own routes (tokens, OAuth).

const WRITE_METHODS: readonly string[] = ['POST', 'PUT', 'PATCH', 'DELETE'] satisfies WriteMethod[];
const WRITING = MOUNTED_PRACTICE_ROUTES.filter(({ route }) => route.writesState);

/** Each table entry the fast path answers, with the write methods it implements. */
export const PRACTICE_WRITE_ROUTES: readonly { path: string; methods: WriteMethod[] }[] = WRITING.map(({ route }) => ({
  path: route.path,
  methods: Object.keys(route.handlers).filter((method): method is WriteMethod => WRITE_METHODS.includes(method)),
}));

export interface MatchedWrite {
  route: PracticeRoute;
  handler: RouteHandler;
  params: Record<string, string>;
}

/**
 * The write route Next would call for `method` on `pathname`, with its dynamic segments; null for anything else.
 * Only plain paths: one with an escape, an empty or dot segment is left to Next, which normalises or refuses it. A
 * path another table entry takes first (Next's precedence) is left to Next as well.
 */
export function practiceWriteRouteOf(method: string, pathname: string): MatchedWrite | null {
  if (!WRITE_METHODS.includes(method) || /%|\/\/|\/\.|\/$/.test(pathname)) return null;
  const matched = matchRoute(MOUNTED_PRACTICE_ROUTES, pathname.split('/').slice(1));
  if (!matched || !matched.mounted.route.writesState) return null;
  const { route } = matched.mounted;
  if (!route.handlers[method as WriteMethod] || (route.params && !route.params.safeParse(matched.params).success)) return null;
  // The handler as mounted, with the after-write hook Next's path has too.
  return { route, params: matched.params, handler: matched.mounted.methods[method as WriteMethod] };
}

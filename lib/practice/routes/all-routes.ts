import 'server-only';
import { notFound } from '../../api/errors';
import { HTTP_METHODS, type HttpMethod } from '../../api/methods';
import { type NextRouteContext, type RouteHandler } from '../../api/route';
import { withPracticeWriteHook } from '../../progress/practice-write-hook';
import { SERVER_EXERCISES } from '../server-registry';
import { LAB_ROUTES } from './lab-routes';
import { matchRoute, mountTable, type MountedRoute } from './mount';
import type { RouteTable } from './table';
import { practiceRoute } from '@/lib/practice/practice-route';

// Every route of the practice lab's HTTP API, from the tables (./table.ts): the lab's own (./lab-routes.ts), then each
// exercise's as its server entry hands it over. Next reaches them through one catch-all route file
// (app/api/practice/v1/[...path]/route.ts) and the few route files that stay (the SOAP endpoint, the lab's own).

export const PRACTICE_ROUTES: RouteTable = [...LAB_ROUTES, ...Object.values(SERVER_EXERCISES).flatMap((exercise) => exercise.routes ?? [])];

/** Mounted with progress's after-write hook: a learner's successful write may complete an exercise. */
export const MOUNTED_PRACTICE_ROUTES: readonly MountedRoute[] = mountTable(PRACTICE_ROUTES, withPracticeWriteHook);

/** The handlers of every method of one table entry, for the route file that mounts it (and for tests). */
export function mountedPracticeRoute(path: string): Readonly<Record<HttpMethod, RouteHandler>> {
  const mounted = MOUNTED_PRACTICE_ROUTES.find((candidate) => candidate.route.path === path);
  if (!mounted) throw new Error(`No practice route table has ${path}.`);
  return mounted.methods;
}

// A path under the catch-all that no table has: the API's JSON 404, as a route's own would be.
const noSuchRoute = practiceRoute({ access: 'public' }, () => {
  throw notFound();
});

/**
 * The catch-all's handler for every method: the table entry for the path Next hands over (its segments under `base`,
 * decoded), called with its dynamic segments as Next would call a route file of its own.
 */
export function practiceCatchAll(base: string): Readonly<Record<HttpMethod, RouteHandler>> {
  const baseParts = base.split('/').slice(1);
  const handle: RouteHandler = async (request: Request, next: NextRouteContext) => {
    const rest = (await next.params).path;
    const parts = [...baseParts, ...(Array.isArray(rest) ? rest : rest === undefined ? [] : [rest])];
    const matched = matchRoute(MOUNTED_PRACTICE_ROUTES, parts);
    const method = HTTP_METHODS.find((known) => known === request.method);
    if (!matched || !method) return noSuchRoute(request, { params: Promise.resolve({}) });
    return matched.mounted.methods[method](request, { params: Promise.resolve(matched.params) });
  };
  return Object.fromEntries(HTTP_METHODS.map((method) => [method, handle])) as Record<HttpMethod, RouteHandler>;
}

import type { RouteHandler } from '../api/route';
import { SERVER_EXERCISES } from '../practice/server-registry';
import type { PracticeWriteRoute, WriteMethod } from '../practice/write-route';
import { exerciseParam, inboxMessageParam } from '../validation/params';
import { codeDerived } from '../cache/process-singleton';

// The practice API writes the fast path may answer without Next's routing (./serve-practice-write.ts), by the same
// route handler Next would call: each entry loads the route file itself, so there is one implementation of every
// rule. The writes of the exercises' state (and of the practice inbox the exercises mail to): what a learner's suite,
// or a load test, sends again and again. Not uploads (multipart, streamed to the media store) nor the credentials' own
// routes (tokens, OAuth).

export type { PracticeWriteRoute, WriteMethod };
type RouteModule = Partial<Record<WriteMethod, RouteHandler>>;

/** The lab's own writes, then each exercise's (its entry's `writeRoutes`). */
export const PRACTICE_WRITE_ROUTES: readonly PracticeWriteRoute[] = [
  { path: '/api/practice/settings', methods: ['PUT'], load: () => import('@/app/api/practice/settings/route') },
  { path: '/api/practice/v1/[exercise]/reset', methods: ['POST'], params: exerciseParam, load: () => import('@/app/api/practice/v1/[exercise]/reset/route') },
  { path: '/api/practice/v1/challenges', methods: ['DELETE'], load: () => import('@/app/api/practice/v1/challenges/route') },
  { path: '/api/practice/v1/inbox', methods: ['DELETE'], load: () => import('@/app/api/practice/v1/inbox/route') },
  { path: '/api/practice/v1/inbox/[id]', methods: ['DELETE'], params: inboxMessageParam, load: () => import('@/app/api/practice/v1/inbox/[id]/route') },
  ...Object.values(SERVER_EXERCISES).flatMap((exercise) => exercise.writeRoutes ?? []),
];

interface Compiled {
  route: PracticeWriteRoute;
  /** Each segment: a literal, or the name of a dynamic one. */
  segments: { literal?: string; param?: string }[];
}

const COMPILED: readonly Compiled[] = PRACTICE_WRITE_ROUTES.map((route) => ({
  route,
  segments: route.path
    .split('/')
    .slice(1)
    .map((segment) => (/^\[\w+\]$/.test(segment) ? { param: segment.slice(1, -1) } : { literal: segment })),
}));

const modules = () => codeDerived('practice-write-route-modules', () => new Map<PracticeWriteRoute, Promise<RouteModule>>());

/** The route file, imported once (a failed import is tried again next time). */
function loaded(route: PracticeWriteRoute): Promise<RouteModule> {
  let loading = modules().get(route);
  if (!loading) {
    loading = route.load();
    modules().set(route, loading);
    loading.catch(() => modules().delete(route));
  }
  return loading;
}

export interface MatchedWrite {
  route: PracticeWriteRoute;
  handler: () => Promise<RouteHandler | undefined>;
  params: Record<string, string>;
}

/**
 * The write route Next would call for `method` on `pathname`, with its dynamic segments; null for anything else.
 * Only plain paths: one with an escape, an empty or dot segment is left to Next, which normalises or refuses it.
 */
export function practiceWriteRouteOf(method: string, pathname: string): MatchedWrite | null {
  if (/%|\/\/|\/\.|\/$/.test(pathname)) return null;
  const parts = pathname.split('/').slice(1);
  for (const { route, segments } of COMPILED) {
    if (segments.length !== parts.length || !route.methods.includes(method as WriteMethod)) continue;
    const params: Record<string, string> = {};
    if (!segments.every((segment, i) => (segment.param ? ((params[segment.param] = parts[i]), true) : segment.literal === parts[i]))) continue;
    if (route.params && !route.params.safeParse(params).success) return null;
    return { route, params, handler: async () => (await loaded(route))[method as WriteMethod] };
  }
  return null;
}

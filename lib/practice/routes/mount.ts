import { HTTP_METHODS, type HttpMethod } from '../../api/methods';
import type { RouteHandler } from '../../api/route';
import { otherPracticeMethods } from '../practice-route';
import type { PracticeRoute, RouteTable } from './table';

// A route table made ready to answer: each path split into literal and dynamic segments, and every HTTP method given
// its handler, the route's own or the refusal of a method it does not implement (405 with Allow; OPTIONS lists them).

type Segment = { literal: string } | { param: string };

export interface MountedRoute {
  route: PracticeRoute;
  segments: readonly Segment[];
  /** Every method: the route's handlers, HEAD answered by GET, the rest by its `otherMethods`. */
  methods: Readonly<Record<HttpMethod, RouteHandler>>;
}

export interface MatchedRoute {
  mounted: MountedRoute;
  params: Record<string, string>;
}

export function mountRoute(route: PracticeRoute, wrap: (handler: RouteHandler) => RouteHandler = (handler) => handler): MountedRoute {
  const others: Partial<Record<HttpMethod, RouteHandler>> = (route.otherMethods ?? otherPracticeMethods)(route.handlers);
  const methods = {} as Record<HttpMethod, RouteHandler>;
  for (const method of HTTP_METHODS) {
    const own = method === 'HEAD' ? (route.handlers.HEAD ?? route.handlers.GET) : method === 'OPTIONS' ? undefined : route.handlers[method];
    methods[method] = wrap((own ?? others[method])!);
  }
  const segments = route.path
    .split('/')
    .slice(1)
    .map((segment): Segment => (/^\[\w+\]$/.test(segment) ? { param: segment.slice(1, -1) } : { literal: segment }));
  return { route, segments, methods };
}

/** Each entry mounted; `wrap` is laid around every handler (the after-write hook). */
export function mountTable(table: RouteTable, wrap?: (handler: RouteHandler) => RouteHandler): MountedRoute[] {
  return table.map((route) => mountRoute(route, wrap));
}

/** Next's precedence: of the routes that take a path, the one whose first differing segment is a literal. */
const rank = (mounted: MountedRoute) => mounted.segments.map((segment) => ('literal' in segment ? '0' : '1')).join('');

/**
 * The route that takes the path's segments (already decoded, as Next hands a catch-all's), with its dynamic segments;
 * null when none does.
 */
export function matchRoute(routes: readonly MountedRoute[], parts: readonly string[]): MatchedRoute | null {
  const taking = routes.filter(({ segments }) => segments.length === parts.length && segments.every((segment, i) => !('literal' in segment) || segment.literal === parts[i]));
  const chosen = taking.sort((a, b) => rank(a).localeCompare(rank(b)))[0];
  if (!chosen) return null;
  const params: Record<string, string> = {};
  chosen.segments.forEach((segment, i) => {
    if ('param' in segment) params[segment.param] = parts[i];
  });
  return { mounted: chosen, params };
}

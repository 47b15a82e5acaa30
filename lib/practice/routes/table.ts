import type { z } from 'zod';
import type { HttpMethod } from '../../api/methods';
import type { RouteHandler } from '../../api/route';

// An exercise's HTTP API as data (docs/architecture.md#route-tables): each path it answers, with the methods it
// implements and their handlers, kept in the exercise's folder (server/routes.ts) and handed over by its server
// entry. One catch-all route file mounts every table (app/api/practice/v1/[...path]/route.ts), the fast path answers
// a table's state writes and reads before Next (lib/fast-path/practice-state-routes.ts), and the route walk and the method
// checks read the same tables, so nothing lists an exercise's routes a second time.

export type ImplementableMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type WriteMethod = Exclude<ImplementableMethod, 'GET'>;

/** The handlers of the methods a route does not implement (405 with Allow, and OPTIONS), given those it does. */
export type OtherMethods = (implemented: Partial<Record<ImplementableMethod, RouteHandler>>) => Partial<Record<HttpMethod, RouteHandler>>;

export interface PracticeRoute {
  /** The full path, `[name]` for a dynamic segment: /api/practice/v1/books/[id]. */
  path: string;
  /**
   * The route's schema of its dynamic segments, the one its handlers parse with. The fast path takes only values it
   * accepts; anything else goes to the handler through Next, which answers the route's own 404.
   */
  params?: z.ZodType;
  /**
   * The methods it implements. HEAD is answered by GET; an API that documents HEAD as a method of its own (Book List)
   * names it too.
   */
  handlers: Partial<Record<ImplementableMethod | 'HEAD', RouteHandler>>;
  /**
   * Its write methods change only the learner's own lab data (their practice state, their suite score's runs), with a
   * JSON body or none: what a learner's suite and its scoring runner send again and again, so the fast path may answer
   * them by these handlers without Next's routing. Not uploads (multipart, streamed to the media store).
   */
  writesState?: boolean;
  /**
   * Its GET answers JSON from the caller's practice data (or the lab's fixed data), with no body to read: what a
   * learner's suite and their exercise page read again and again, so the fast path may answer it by this handler
   * without Next's routing. Not a download (a file, an image, a CSV), which Next streams.
   */
  readsState?: boolean;
  /**
   * Methods whose calls without `Authorization` are anonymous until their body is read (the SOAP service's
   * WS-Security), and the largest body such a call may have: the fast path takes up such a call on its turn of the
   * event loop, one per turn (lib/fast-path/serve-anonymous-call.ts), so a flood of them leaves room for everyone
   * else's requests; one whose declared length is within `bodyBytes` it answers by the handler, without Next's routing.
   */
  anonymousGivesWay?: { methods: readonly ImplementableMethod[]; bodyBytes: number };
  /** How the methods it does not implement are refused; the lab's JSON 405 (otherPracticeMethods) unless the API says otherwise. */
  otherMethods?: OtherMethods;
}

export type RouteTable = readonly PracticeRoute[];

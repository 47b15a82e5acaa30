import type { z } from 'zod';
import type { RouteHandler } from '../api/route';

// A practice write the fast path may answer without Next's routing (lib/fast-path/practice-write-routes.ts), by the
// same route handler Next would call. The lab's own writes are listed there; each exercise lists its state writes in
// its folder (server/write-routes.ts) and hands them over through its server entry.

export type WriteMethod = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface PracticeWriteRoute {
  /** The route's path as its folders under app/ spell it: `[name]` is a dynamic segment. */
  path: string;
  methods: readonly WriteMethod[];
  /**
   * The route's own schema of its dynamic segments: a value it refuses goes to Next, which answers the route's 404
   * or routes it elsewhere (tests/unit/practice-write-routes.test.ts checks that no other route takes a value it accepts).
   */
  params?: z.ZodType;
  load: () => Promise<Partial<Record<WriteMethod, RouteHandler>>>;
}

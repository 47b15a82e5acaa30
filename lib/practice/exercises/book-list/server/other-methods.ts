import 'server-only';
import { ApiError } from '@/lib/api/errors';
import { allowedMethods, HTTP_METHODS, type HttpMethod } from '@/lib/api/methods';
import { type RouteHandler } from '@/lib/api/route';
import { MERGE_PATCH_TYPE } from './http/negotiation';
import { problemReply } from './http/problem';
import { practiceRoute } from '@/lib/practice/practice-route';

// The methods a Book List route file does not implement, as lib/api/methods.ts does for every API, but answered as
// problem details: 405 with Allow, before any credentials are looked at (the method alone decides it); and OPTIONS,
// 200 with Allow and a one-line JSON description (docs/practice/book-list.md#endpoints), its refusals (another
// site's Origin, the request limit) problem details like every other.

type Implementable = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Implemented<H> = keyof H | (H extends { GET: unknown } ? 'HEAD' : never);

export function otherBookMethods<H extends Partial<Record<Implementable, RouteHandler>>>(
  implemented: H,
): Record<Exclude<HttpMethod, Implemented<H>>, RouteHandler> {
  const allowList = allowedMethods(Object.keys(implemented));
  const allow = allowList.join(', ');
  const handlers: Partial<Record<HttpMethod, RouteHandler>> = {};
  for (const method of HTTP_METHODS) {
    if (method === 'OPTIONS') {
      // Accept-Patch (RFC 5789) tells a client which patch format PATCH takes, where it is allowed.
      const headers: Record<string, string> = allowList.includes('PATCH') ? { Allow: allow, 'Accept-Patch': MERGE_PATCH_TYPE } : { Allow: allow };
      handlers.OPTIONS = practiceRoute({ access: 'public', errorReply: problemReply }, () => Response.json({ message: `Allowed methods: ${allow}.` }, { headers }));
    } else if (!allowList.includes(method)) {
      handlers[method] = practiceRoute({ access: 'public', errorReply: problemReply }, () => {
        throw new ApiError(405, `${method} is not allowed here. Allowed methods: ${allow}.`, undefined, { Allow: allow });
      });
    }
  }
  return handlers as Record<Exclude<HttpMethod, Implemented<H>>, RouteHandler>;
}

import { ApiError } from './errors';
import type { CredentialRealm } from './credential-realm';
import { withRoute, type RouteHandler } from './route';

// Next answers a method a route file does not export with an empty 405 (and OPTIONS with an empty
// 204), which breaks the API's promise that every reply is JSON `{message}`. Each route file ends with
//   export const { PUT, PATCH, DELETE, HEAD, OPTIONS } = otherMethods({ GET, POST });
// naming the methods it implements; the rest answer through withRoute with a JSON 405 (or, for
// OPTIONS, 200) and an Allow header. TypeScript refuses to destructure a method the file already
// exports, and tests/integration/api-methods.test.ts checks that every route file covers all methods.

export const HTTP_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];
export type Implementable = Exclude<HttpMethod, 'HEAD' | 'OPTIONS'>;

/** Next answers HEAD with the GET handler (without the body), so a route with GET has HEAD too. */
type Implemented<H> = keyof H | (H extends { GET: unknown } ? 'HEAD' : never);

export function allowedMethods(implemented: readonly string[]): string[] {
  const allow = new Set<string>([...implemented, 'OPTIONS']);
  if (allow.has('GET')) allow.add('HEAD');
  return HTTP_METHODS.filter((method) => allow.has(method));
}

/** `realm`: the API's own credentials and rules (a practice route's refusals carry `code`, its requests are counted). */
export function otherMethods<H extends Partial<Record<Implementable, RouteHandler>>>(
  implemented: H,
  realm?: CredentialRealm,
): Record<Exclude<HttpMethod, Implemented<H>>, RouteHandler> {
  const allow = allowedMethods(Object.keys(implemented)).join(', ');
  const headers = { Allow: allow };
  const handlers: Partial<Record<HttpMethod, RouteHandler>> = {};
  for (const method of HTTP_METHODS) {
    if (allow.split(', ').includes(method) && method !== 'OPTIONS') continue;
    handlers[method] =
      method === 'OPTIONS'
        ? withRoute({ access: 'public', realm }, () => Response.json({ message: `Allowed methods: ${allow}.` }, { headers }))
        : withRoute({ access: 'public', realm }, () => {
            throw new ApiError(405, `${method} is not allowed here. Allowed methods: ${allow}.`, undefined, headers);
          });
  }
  return handlers as Record<Exclude<HttpMethod, Implemented<H>>, RouteHandler>;
}

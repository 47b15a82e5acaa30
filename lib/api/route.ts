import 'server-only';
import { z } from 'zod';
import { getSessionFromHeaders, type SessionInfo } from '../auth/session';
import { clientIp } from '../security/client-ip';
import { hitRateLimit, type RateRule } from '../security/rate-limit';
import { ApiError, badRequest, forbidden, notFound, unauthorized } from './errors';
import { fieldErrors } from './zod-errors';

export type Access = 'public' | 'user' | 'admin';

const MAX_JSON_BYTES = 1024 * 1024;

export interface RouteOptions<A extends Access, B extends z.ZodType | undefined, P extends z.ZodType | undefined> {
  /** Who may call: 'public' (anyone), 'user' (any session), 'admin'. */
  access: A;
  /** zod schema for the JSON body; the same schema the form uses. */
  body?: B;
  /** zod schema for the dynamic path segments; a mismatch answers 404. */
  params?: P;
  /** Per-IP limit, counted before any other work. */
  rateLimit?: RateRule;
}

export interface RouteContext<A extends Access, B, P> {
  request: Request;
  body: B;
  params: P;
  ip: string;
  session: A extends 'public' ? SessionInfo | null : SessionInfo;
}

type Infer<S> = S extends z.ZodType ? z.infer<S> : undefined;
type NextRouteContext = { params: Promise<Record<string, string | string[] | undefined>> };

/**
 * The one wrapper every route handler goes through: rate limit, session and role, same-origin
 * check for cookie-authenticated writes, zod parsing, and errors mapped to `{ message, errors? }`.
 * Unexpected errors are logged with their stack and answered with a generic 500.
 */
export function withRoute<A extends Access, B extends z.ZodType | undefined = undefined, P extends z.ZodType | undefined = undefined>(
  options: RouteOptions<A, B, P>,
  handler: (ctx: RouteContext<A, Infer<B>, Infer<P>>) => Promise<unknown> | unknown,
) {
  return async function route(request: Request, next: NextRouteContext): Promise<Response> {
    try {
      const ip = clientIp(request.headers);
      if (options.rateLimit) await hitRateLimit(options.rateLimit, ip);

      const rawParams = (await next?.params) ?? {};
      let params: unknown = rawParams;
      if (options.params) {
        const parsed = options.params.safeParse(rawParams);
        if (!parsed.success) throw notFound();
        params = parsed.data;
      }

      // No cookie and no bearer token means no session: skip the lookup (e.g. public media requests).
      const mayHaveSession = request.headers.has('authorization') || (request.headers.get('cookie') ?? '').includes('session_token');
      const session = mayHaveSession ? await getSessionFromHeaders(request.headers) : null;
      if (options.access !== 'public') {
        if (!session) throw unauthorized();
        if (options.access === 'admin' && session.identity.role !== 'admin') throw forbidden();
      }
      assertSameOrigin(request);

      const body = options.body ? await parseJsonBody(request, options.body) : undefined;
      const result = await handler({ request, body, params, ip, session } as RouteContext<A, Infer<B>, Infer<P>>);
      return result instanceof Response ? result : Response.json(result ?? { success: true });
    } catch (error) {
      return errorResponse(error);
    }
  };
}

async function parseJsonBody(request: Request, schema: z.ZodType): Promise<unknown> {
  const length = Number(request.headers.get('content-length') ?? 0);
  if (length > MAX_JSON_BYTES) throw new ApiError(413, 'The request is too large.');
  let json: unknown;
  try {
    json = await request.json();
  } catch {
    throw badRequest('The request body must be valid JSON.');
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error);
    throw badRequest(Object.values(errors)[0] ?? 'Invalid input.', errors);
  }
  return parsed.data;
}

// Browsers always send Origin on cross-site writes; a foreign one is refused (CSRF defence beside SameSite=Lax).
function assertSameOrigin(request: Request): void {
  if (request.method === 'GET' || request.method === 'HEAD') return;
  const origin = request.headers.get('origin');
  if (!origin) return;
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host');
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    throw forbidden('Cross-site request refused.');
  }
  if (host && originHost !== host) throw forbidden('Cross-site request refused.');
}

export function errorResponse(error: unknown): Response {
  if (error instanceof ApiError) {
    const payload = error.errors ? { message: error.message, errors: error.errors } : { message: error.message };
    return Response.json(payload, { status: error.status, headers: error.headers });
  }
  console.error('[api] unexpected error', error);
  return Response.json({ message: 'Something went wrong. Please try again later.' }, { status: 500 });
}

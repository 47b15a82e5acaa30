import 'server-only';
import { z } from 'zod';
import { getSessionFromHeaders, type SessionInfo } from '../auth/session';
import { clientIp, requestHost } from '../security/client-ip';
import { hitRateLimit, type RateRule } from '../security/rate-limit';
import type { CredentialRealm, TokenCaller } from './credential-realm';
import { clientErrorFromDatabase } from './db-errors';
import { ApiError, forbidden, notFound, unauthorized } from './errors';
import { observeExchange, type ExchangeObserver, type ObservedCaller } from './observed-exchange';
import { parseOrThrow } from './parse-or-throw';
import { readJsonBody } from './read-json-body';
import { markPrivate, rememberReply, withHeaders } from './route-replies';
import { receiveRouteUpload, type UploadFor, type UploadOption, type UploadRulesSource } from './route-upload';

export type Access = 'public' | 'user' | 'admin' | 'practice-token' | 'learner';
export type { CredentialRealm, TokenCaller };

export { PRIVATE_CACHE_CONTROL } from './route-replies';

type SessionFor<A extends Access> = A extends 'public' | 'learner' ? SessionInfo | null : A extends 'practice-token' ? null : SessionInfo;
type CallerFor<A extends Access> = A extends 'practice-token' ? TokenCaller : A extends 'learner' ? TokenCaller | null : null;
type Infer<S> = S extends z.ZodType ? z.infer<S> : undefined;

type RulesFor<A extends Access, P> = UploadRulesSource<Infer<P>, SessionFor<A>>;

export interface RouteOptions<
  A extends Access,
  B extends z.ZodType | undefined,
  P extends z.ZodType | undefined,
  R extends RulesFor<A, P> | undefined = undefined,
  O extends boolean = false,
> {
  /**
   * Who may call: 'public' (anyone), 'user' (any session), 'admin', or 'practice-token': a practice API called
   * from a learner's tools with `Authorization: Bearer <practice token or OAuth access token>`, never with the
   * site's session (lib/practice/credentials/bearer-check.ts); the handler gets `caller`, and `session` is null.
   * 'learner': either, for what both the learner's tools and the site's own pages read (the lab's challenges): a
   * practice credential when `Authorization` presents one (then `caller`), the session otherwise (then `session`).
   */
  access: A;
  /** zod schema for the JSON body; the same schema the form uses. */
  body?: B;
  /** zod schema for the dynamic path segments; a mismatch answers 404. */
  params?: P;
  /** A multipart upload, read and stored before the handler runs (lib/api/route-upload.ts); not with `body`. */
  upload?: UploadOption<Infer<P>, SessionFor<A>, Exclude<R, undefined>, O>;
  /** Per-IP limit, counted before any other work. */
  rateLimit?: RateRule;
  /**
   * A practice API read whose reply depends only on the learner's practice data and the URL: its 200 is
   * remembered and the learner's next identical GET is answered by the fast path (lib/practice/reply-cache.ts).
   * Only for session routes: the fast path answers by session, so a 'practice-token' route never keeps its reply.
   */
  cacheReply?: boolean;
  /**
   * The reply to a refusal, in place of the JSON `{ message, code?, errors? }`: every error of the route (its own, the
   * 401, a malformed path's 404, the request limit's 429), already an ApiError (an unexpected one logged and made a
   * 500). An exercise whose contract is another error format (Book List's RFC 9457 problem details) names it here.
   */
  errorReply?: (error: ApiError, request: Request) => Response;
  /**
   * Sees every exchange once its reply is made, with who called (lib/api/observed-exchange.ts): the practice lab
   * detects its challenges this way (docs/architecture.md#challenges). It never changes the reply; its errors are logged.
   */
  observe?: ExchangeObserver;
  /** The realm of an API with credentials of its own; 'practice-token' and 'learner' routes need one. */
  realm?: CredentialRealm;
}

export interface RouteContext<A extends Access, B, P, U = undefined> {
  request: Request;
  body: B;
  params: P;
  /** The form of a route with the `upload` option: its fields and its stored file. */
  upload: U;
  ip: string;
  session: SessionFor<A>;
  /** With access 'practice-token': the learner who presented the token, and which kind it was. */
  caller: CallerFor<A>;
  /**
   * For a practice route that authenticates its caller itself, from a credential withRoute cannot read (the SOAP
   * service's WS-Security token travels in the body): names the learner once known, so the request counts against
   * their request limit (429 past it) and the exchange is credited to them, as 'practice-token' does for a bearer.
   */
  identify: (caller: TokenCaller) => Promise<void>;
}
export interface NextRouteContext {
  params: Promise<Record<string, string | string[] | undefined>>;
  /** Run after the reply, by whoever mounts the handler (Next passes none): lib/progress/practice-write-hook.ts. */
  afterReply?: (exchange: { request: Request; response: Response; caller: ObservedCaller | null }) => Promise<void>;
}
export type RouteHandler = (request: Request, next: NextRouteContext) => Promise<Response>;

/**
 * The one wrapper every route handler goes through: rate limit, session and role (or a realm's token), same-origin
 * check for cookie-authenticated writes, zod parsing, multipart uploads (stored before the handler
 * runs, after every check), and errors mapped to `{ message, errors? }` (with `code` for a route with a realm, such
 * as the practice lab's, lib/practice/practice-route.ts; lib/api/error-codes.ts).
 * Unexpected errors are logged with their stack and answered with a generic 500. Replies of routes
 * behind a session (access 'user'/'admin', or a public route called with one) are marked
 * `Cache-Control: private, no-store` unless the handler chose its own Cache-Control.
 */
export function withRoute<
  A extends Access,
  B extends z.ZodType | undefined = undefined,
  P extends z.ZodType | undefined = undefined,
  R extends RulesFor<A, P> | undefined = undefined,
  O extends boolean = false,
>(
  options: RouteOptions<A, B, P, R, O>,
  handler: (ctx: RouteContext<A, Infer<B>, Infer<P>, UploadFor<R, O>>) => Promise<unknown> | unknown,
) {
  const { realm } = options;
  if ((options.access === 'practice-token' || options.access === 'learner' || options.cacheReply) && !realm) {
    throw new Error(`A route with access '${options.access}' or cacheReply needs the realm of its credentials.`);
  }
  const route = async function route(request: Request, next: NextRouteContext): Promise<Response> {
    let sessionUsed = options.access !== 'public';
    let limitHeaders: Record<string, string> | null = null;
    let response: Response;
    let observed: ObservedCaller | null = null;
    let countedFor: string | null = null;
    let thrown: unknown = null;
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

      // A practice-token route reads only the realm's bearer token; a session cookie there is not a credential.
      const byToken = options.access === 'practice-token' || (options.access === 'learner' && realm!.presents(request.headers.get('authorization')));
      const caller = byToken ? await realm!.callerOf(request.headers) : null;
      // No cookie and no bearer token means no session: skip the lookup (e.g. public media requests).
      const mayHaveSession = !byToken && (request.headers.has('authorization') || (request.headers.get('cookie') ?? '').includes('session_token'));
      const session = mayHaveSession ? await getSessionFromHeaders(request.headers) : null;
      if (session) sessionUsed = true;
      if (options.access !== 'public' && !session && !caller) throw unauthorized();
      if (options.access === 'admin' && session!.identity.role !== 'admin') throw forbidden();
      observed = caller ?? (session ? { userId: session.user.id, via: 'session' } : null);
      // A realm counts each caller's requests (the practice lab's learner limit), by session or by token; every
      // reply says where they stand.
      const learnerId = caller?.userId ?? session?.user.id;
      if (learnerId && realm) {
        countedFor = learnerId;
        limitHeaders = await realm.countRequest(learnerId);
      }
      assertSameOrigin(request);
      const identify = async (who: TokenCaller) => {
        observed = who;
        sessionUsed = true;
        if (countedFor === who.userId || !realm) return;
        countedFor = who.userId;
        limitHeaders = null;
        limitHeaders = await realm.countRequest(who.userId);
      };

      const body = options.body ? await parseJsonBody(request, options.body) : undefined;
      const upload = options.upload
        ? await receiveRouteUpload(request, options.upload, { params: params as Infer<P>, session: session as SessionFor<A> })
        : undefined;
      const replyGeneration = options.cacheReply && session && request.method === 'GET' ? realm!.replyGeneration() : null;
      const result = await handler({ request, body, params, upload, ip, session, caller, identify } as RouteContext<A, Infer<B>, Infer<P>, UploadFor<R, O>>);
      response = result instanceof Response ? result : Response.json(result ?? { success: true });
      if (replyGeneration !== null) response = await rememberReply(realm!, request, session!.user.id, response, replyGeneration);
    } catch (error) {
      thrown = error;
      response = options.errorReply ? options.errorReply(asApiError(error), request) : errorResponse(error, realm !== undefined);
    }
    if (limitHeaders) response = withHeaders(response, limitHeaders);
    if (sessionUsed) response = markPrivate(response);
    if (options.observe) await observeExchange(options.observe, { request, response, caller: observed, error: thrown });
    if (next?.afterReply) await next.afterReply({ request, response, caller: observed });
    return response;
  };
  return Object.assign(route, { access: options.access, realm: options.realm }); // for the route walk and the realm test
}

async function parseJsonBody(request: Request, schema: z.ZodType): Promise<unknown> {
  return parseOrThrow(schema, await readJsonBody(request));
}

// Browsers always send Origin on cross-site writes; a foreign one is refused (CSRF defence beside SameSite=Lax).
// The host compared is the Host header unless trusted proxies forward another (requestHost).
function assertSameOrigin(request: Request): void {
  if (request.method === 'GET' || request.method === 'HEAD') return;
  const origin = request.headers.get('origin');
  if (!origin) return;
  const host = requestHost(request.headers);
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    throw forbidden('Cross-site request refused.');
  }
  if (host && originHost !== host) throw forbidden('Cross-site request refused.');
}

const INTERNAL_ERROR_MESSAGE = 'Something went wrong. Please try again later.';

/** Any thrown value as the ApiError it is answered with: known database errors become client errors; anything else is logged and a 500. */
export function asApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  const fromDatabase = clientErrorFromDatabase(error);
  if (fromDatabase) return fromDatabase;
  console.error('[api] unexpected error', error);
  return new ApiError(500, INTERNAL_ERROR_MESSAGE, undefined, undefined, 'INTERNAL_ERROR');
}

export function errorResponse(error: unknown, withCode = false): Response {
  const refusal = asApiError(error);
  const payload: { message: string; code?: string; errors?: Record<string, string>; link?: string } = { message: refusal.message };
  if (withCode) payload.code = refusal.code;
  if (refusal.errors) payload.errors = refusal.errors;
  if (refusal.link) payload.link = refusal.link;
  return Response.json(payload, { status: refusal.status, headers: refusal.headers });
}

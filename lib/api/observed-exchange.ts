import 'server-only';
import { ApiError } from './errors';

// What withRoute's `observe` option sees of one request and its reply (docs/architecture.md#challenges): the
// exchange as the client saw it, after the reply was made. Read-only views; the body is not in it (reading it
// would cost every request), the refusal's code and field names are.

/** Who made the request: by session, or by a practice credential. */
export interface ObservedCaller {
  userId: string;
  via: 'session' | 'token' | 'oauth';
}

export interface ObservedExchange {
  method: string;
  /** The request's address: its path and query. */
  url: URL;
  requestHeaders: Headers;
  status: number;
  responseHeaders: Headers;
  /** The authenticated caller; null when the request was refused before one was known (a 401). */
  caller: ObservedCaller | null;
  /** An error reply's code and the fields its `errors` named (none when it named none). */
  refusal: { code: string; fields: string[] } | null;
  /** What the route threw, if anything: an API's own refusal tells more than its code (a practice credential's why). */
  error: unknown;
}

export type ExchangeObserver = (exchange: ObservedExchange) => Promise<void> | void;

interface Seen {
  request: Request;
  response: Response;
  caller: ObservedCaller | null;
  /** What the route threw, if anything. */
  error: unknown;
}

/**
 * Hands the exchange to the route's observer. An observer's failure is logged and swallowed: watching must never
 * change a reply nor fail a request.
 */
export async function observeExchange(observe: ExchangeObserver, { request, response, caller, error }: Seen): Promise<void> {
  try {
    const refusal = error instanceof ApiError ? { code: error.code, fields: Object.keys(error.errors ?? {}) } : null;
    await observe({
      method: request.method,
      url: new URL(request.url),
      requestHeaders: request.headers,
      status: response.status,
      responseHeaders: response.headers,
      caller,
      refusal,
      error,
    });
  } catch (failure) {
    console.error('[api] an exchange observer failed; the reply is unchanged', failure);
  }
}

// Browser-side JSON calls to the app's own API. Every screen gets the same shape back, so a
// dropped connection or an unreadable reply is handled like any other failed answer.

/** What our API handlers answer: `{ message, errors? }` on failure, and often `success` on 200. */
export interface ApiBody {
  message?: string;
  success?: boolean;
  errors?: Record<string, string>;
}

export interface JsonReply<T extends object = ApiBody> {
  /** The HTTP status, or 0 when the server could not be reached at all. */
  status: number;
  data: T & ApiBody;
}

export const NETWORK_ERROR_MESSAGE = 'The server could not be reached. Please check your connection and try again.';
export const UNEXPECTED_ERROR_MESSAGE = 'Something went wrong. Please try again later.';

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return null;
  }
}

/** Turns a fetch into `{ status, data }`; never throws, except when `signal` aborts the call. */
export async function requestJson<T extends object = ApiBody>(url: string, init: RequestInit = {}): Promise<JsonReply<T>> {
  let response: Response;
  try {
    response = await fetch(url, {
      credentials: 'same-origin',
      ...init,
      headers: { Accept: 'application/json', ...(init.body ? { 'Content-Type': 'application/json' } : {}), ...init.headers },
    });
  } catch (error) {
    if (init.signal?.aborted) throw error;
    return { status: 0, data: { message: NETWORK_ERROR_MESSAGE } as T & ApiBody };
  }
  const body = await readJson(response);
  if (body !== null && typeof body === 'object') return { status: response.status, data: body as T & ApiBody };
  // A proxy error page or an empty body: keep the status, and give failures a readable message.
  const data = (response.ok ? {} : { message: UNEXPECTED_ERROR_MESSAGE }) as T & ApiBody;
  return { status: response.status, data };
}

/** POST a JSON body; see `requestJson`. */
export function postJson<T extends object = ApiBody>(url: string, body: unknown, init: Omit<RequestInit, 'method' | 'body'> = {}) {
  return requestJson<T>(url, { ...init, method: 'POST', body: JSON.stringify(body ?? {}) });
}

/** The server's message for a failed reply, or a fallback when it sent none. */
export function replyMessage(reply: JsonReply<object>, fallback = UNEXPECTED_ERROR_MESSAGE): string {
  const message = reply.data.message;
  return typeof message === 'string' && message.trim() !== '' ? message : fallback;
}

// Browser-side JSON calls to the app's own API. Every screen gets the same shape back, so a
// dropped connection or an unreadable reply is handled like any other failed answer.

/** What our API handlers answer: `{ message, errors? }` on failure, and often `success` on 200. */
export interface ApiBody {
  message?: string;
  success?: boolean;
  errors?: Record<string, string>;
  /** With a refusal the user can fix elsewhere: the page to go to (e.g. '/verifyEmail'). */
  link?: string;
}

export interface JsonReply<T extends object = ApiBody> {
  /** The HTTP status, or 0 when the server could not be reached at all. */
  status: number;
  data: T & ApiBody;
}

/** A reply as it came: `data` is null when the body was not a JSON object. */
export interface RawReply<T extends object = ApiBody> {
  /** The HTTP status, or 0 when the server could not be reached at all. */
  status: number;
  data: T | null;
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

/**
 * Turns a fetch into `{ status, data }` without filling anything in, for screens that pick their own
 * text for an unreadable reply. Never throws, except when `signal` aborts the call.
 */
export async function fetchReply<T extends object = ApiBody>(url: string, init: RequestInit = {}): Promise<RawReply<T>> {
  let response: Response;
  try {
    response = await fetch(url, { credentials: 'same-origin', ...init });
  } catch (error) {
    if (init.signal?.aborted) throw error;
    return { status: 0, data: null };
  }
  const body = await readJson(response);
  return { status: response.status, data: body !== null && typeof body === 'object' ? (body as T) : null };
}

/** The `fetch` options that send `value` as a JSON body. */
export function jsonBody(value: unknown): { headers: Record<string, string>; body: string } {
  return { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(value) };
}

/** Turns a fetch into `{ status, data }`; never throws, except when `signal` aborts the call. */
export async function requestJson<T extends object = ApiBody>(url: string, init: RequestInit = {}): Promise<JsonReply<T>> {
  const { status, data } = await fetchReply<T & ApiBody>(url, {
    ...init,
    headers: { Accept: 'application/json', ...(init.body ? { 'Content-Type': 'application/json' } : {}), ...init.headers },
  });
  if (status === 0) return { status, data: { message: NETWORK_ERROR_MESSAGE } as T & ApiBody };
  if (data) return { status, data };
  // A proxy error page or an empty body: keep the status, and give failures a readable message.
  const ok = status >= 200 && status < 300;
  return { status, data: (ok ? {} : { message: UNEXPECTED_ERROR_MESSAGE }) as T & ApiBody };
}

/** POST a JSON body; see `requestJson`. */
export function postJson<T extends object = ApiBody>(url: string, body: unknown, init: Omit<RequestInit, 'method' | 'body'> = {}) {
  return requestJson<T>(url, { ...init, method: 'POST', body: JSON.stringify(body ?? {}) });
}

/** Our API's way of saying a 200 did what was asked: `success` is absent or true. */
export function replySucceeded(reply: JsonReply<object>): boolean {
  return reply.status === 200 && reply.data.success !== false;
}

/** The server's message for a failed reply, or a fallback when it sent none. */
export function replyMessage(reply: JsonReply<object>, fallback = UNEXPECTED_ERROR_MESSAGE): string {
  const message = reply.data.message;
  return typeof message === 'string' && message.trim() !== '' ? message : fallback;
}

/** The reply as a banner notice: its status, and its message or `fallback`. */
export function replyNotice(reply: JsonReply<object>, fallback?: string): { status: number; message: string } {
  return { status: reply.status, message: replyMessage(reply, fallback) };
}

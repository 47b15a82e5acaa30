import { fetchReply } from './post-json';

/** Why a read gave no data: the HTTP status (0 = no connection), and whether the body was unusable. */
export class ApiReadError extends Error {
  constructor(
    readonly status: number,
    readonly reason: 'status' | 'shape',
  ) {
    super(reason === 'status' ? `GET answered ${status}` : 'GET answered an unexpected body');
    this.name = 'ApiReadError';
  }
}

/**
 * The one fetcher of browser reads from the app's own API: GET `url`, never from a cache. A 200 whose
 * body `parse` accepts is the data; any other status, a dropped connection or an unexpected body
 * throws an ApiReadError saying which.
 */
export async function readApi<T>(url: string, parse: (body: unknown) => T | null): Promise<T> {
  const { status, data } = await fetchReply<object>(url, { cache: 'no-store', headers: { Accept: 'application/json' } });
  if (status !== 200) throw new ApiReadError(status, 'status');
  const parsed = parse(data);
  if (parsed === null) throw new ApiReadError(status, 'shape');
  return parsed;
}

/** A body that is a JSON array (GET /api/users, /api/ads, /api/trainings/{id}). */
export function arrayBody<T>(body: unknown): T[] | null {
  return Array.isArray(body) ? (body as T[]) : null;
}

/** A `{ data: [...] }` envelope (GET /api/schedule, /api/learning). */
export function dataEnvelope<T>(body: unknown): T[] | null {
  const list = (body as { data?: unknown } | null)?.data;
  return Array.isArray(list) ? (list as T[]) : null;
}

import type { CredentialRealm } from './credential-realm';

// What withRoute does to a finished reply (lib/api/route.ts): keeps it for a realm's fast path, marks it private, adds
// headers.

/** Replies that depend on who asks must never be kept by a shared cache, nor by the browser's. */
export const PRIVATE_CACHE_CONTROL = 'private, no-store';

/** Keeps a plain 200 JSON reply for the fast path (the realm's remembered replies); answers the same reply. */
export async function rememberReply(realm: CredentialRealm, request: Request, userId: string, response: Response, generation: number): Promise<Response> {
  const contentType = response.headers.get('content-type') ?? '';
  if (response.status !== 200 || !contentType.startsWith('application/json') || response.headers.has('cache-control') || response.headers.has('set-cookie')) {
    return response;
  }
  const body = Buffer.from(await response.arrayBuffer());
  const url = new URL(request.url);
  realm.keepReply(userId, url.pathname + url.search, { body, contentType }, generation);
  return new Response(body, { status: 200, headers: response.headers });
}

/** Adds the private Cache-Control unless the handler set its own (media streams choose theirs). */
export function markPrivate(response: Response): Response {
  if (response.headers.has('cache-control')) return response;
  return withHeaders(response, { 'Cache-Control': PRIVATE_CACHE_CONTROL });
}

/** Sets `headers` on the reply, on a copy when its headers are immutable (e.g. passed through from fetch). */
export function withHeaders(response: Response, headers: Record<string, string>): Response {
  try {
    for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
    return response;
  } catch {
    const copy = new Response(response.body, response);
    for (const [name, value] of Object.entries(headers)) copy.headers.set(name, value);
    return copy;
  }
}


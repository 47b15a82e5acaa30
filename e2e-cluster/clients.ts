import { expect, request, type APIRequestContext } from '@playwright/test';

// What the two-instance spec (two-instances.spec.ts) does on either instance: API clients, sessions, video bytes.

/** An API client of one instance, logged in as `who` when given. */
export async function client(baseURL: string, who?: { email: string; password: string }): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL });
  if (who) expect((await api.post('/api/auth/login', { data: who })).status()).toBe(200);
  return api;
}

/** The cookie header of a client's session, to present it to the other instance. */
export async function cookieOf(api: APIRequestContext): Promise<string> {
  const { cookies } = await api.storageState();
  return cookies.map((c) => `${c.name}=${c.value}`).join('; ');
}

/** An MP4-looking video whose every byte depends on its offset, so a wrong range cannot match. */
export function videoBytes(size: number): Buffer {
  const bytes = Buffer.alloc(size);
  for (let i = 0; i < size; i++) bytes[i] = (i * 13 + (i >> 10)) % 256;
  Buffer.from([0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d, 0, 0, 2, 0]).copy(bytes, 0);
  return bytes;
}

/** A user logged in on A, a client of B, and the session cookie that works on either (the load balancer's view). */
export async function loggedInOnA(urls: { a: string; b: string }, who: { email: string; password: string }) {
  const onA = await client(urls.a, who);
  return { onA, cookie: await cookieOf(onA), onB: await client(urls.b) };
}

/** A read of one field of `path`'s JSON on `api` with `cookie`, or the reply's status when it is not a 200: for expect.poll. */
export function fieldReader(api: APIRequestContext, cookie: string, path: string, field: string): () => Promise<unknown> {
  return async () => {
    const reply = await api.get(path, { headers: { cookie } });
    return reply.status() === 200 ? ((await reply.json()) as Record<string, unknown>)[field] : reply.status();
  };
}

import http from 'node:http';
import { test, expect } from '../fixtures';
import { UNPAID_STUDENT } from '../helpers';

// A learner's practice write (or a read memory does not hold) is answered before Next by its own route handler
// (lib/fast-path/serve-practice-state.ts) when the session is remembered and the JSON body has a declared length (a read
// has none); a chunked body goes through Next. On the
// real server both must give the client the same reply: status, body and every header (Next's Vary and security
// headers, the request limit's, the compression), only the framing differing. Runs once (server behaviour).

const MOVES = '/api/practice/v1/mouse-action/board/moves';
/** Differ between any two replies, whoever made them (the framing, the clock, the limit's count). */
const VARYING = new Set(['date', 'content-length', 'transfer-encoding', 'ratelimit-remaining', 'ratelimit-reset', 'keep-alive', 'connection']);

interface Reply {
  status: number;
  body: string;
  headers: Record<string, string>;
  framing: 'length' | 'chunked';
}

type Send = (method: string, path: string, body: string, chunked: boolean, extra?: Record<string, string>) => Promise<Reply>;

/** A client of the learner's session: every request with its cookie, JSON, and the encodings a browser accepts. */
async function learnerClient(baseURL: string): Promise<Send> {
  const login = await fetch(`${baseURL}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(UNPAID_STUDENT) });
  expect(login.status).toBe(200);
  const cookie = login.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');
  return async (method, path, body, chunked, extra = {}) => {
    const stream = new ReadableStream({ start: (controller) => (controller.enqueue(new TextEncoder().encode(body)), controller.close()) });
    const headers = { cookie, 'content-type': 'application/json', 'accept-encoding': 'gzip, deflate', ...extra };
    if (method === 'GET' && chunked) return chunkedGet(baseURL + path, { ...headers, 'accept-encoding': 'identity' });
    const init = method === 'GET' ? {} : chunked ? { body: stream, duplex: 'half' } : { body };
    const reply = await fetch(baseURL + path, { method, headers, ...init } as RequestInit);
    return replyOf(reply.status, Object.fromEntries(reply.headers), await reply.text());
  };
}

/** A reply as compared: the headers that differ between any two replies set aside, and how the body was framed. */
function replyOf(status: number, all: Record<string, string>, body: string): Reply {
  return {
    status,
    body,
    headers: Object.fromEntries(Object.entries(all).filter(([name]) => !VARYING.has(name))),
    framing: all['transfer-encoding'] === 'chunked' ? 'chunked' : 'length',
  };
}

/** A GET with an empty chunked body, which the fast path leaves to Next (fetch sends no body with a GET). */
function chunkedGet(url: string, headers: Record<string, string>): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method: 'GET', headers: { ...headers, 'transfer-encoding': 'chunked' } }, (reply) => {
      const chunks: Buffer[] = [];
      reply.on('data', (chunk: Buffer) => chunks.push(chunk));
      reply.once('end', () => {
        const all = Object.fromEntries(Object.entries(reply.headers).map(([name, value]) => [name, Array.isArray(value) ? value.join(', ') : String(value)]));
        resolve(replyOf(reply.statusCode ?? 0, all, Buffer.concat(chunks).toString()));
      });
    });
    request.once('error', reject);
    request.end();
  });
}

/** The same request through Next (a chunked body) and before it (a declared length): the same reply, framed apart. */
function expectSameReplies(viaNext: Reply, beforeNext: Reply, what: string): void {
  expect({ ...beforeNext, framing: undefined }, what).toEqual({ ...viaNext, framing: undefined });
  expect([viaNext.framing, beforeNext.framing], `${what}: Next streams its replies; the fast path sends a length`).toEqual(['chunked', 'length']);
}

test('a practice write answered before Next gives the client the reply Next gives', { tag: '@desktop' }, async ({ baseURL }) => {
  const send = await learnerClient(baseURL!);
  // The session's first request goes to Next, which remembers the session; bug mode off, as the replies below need.
  expect((await send('PUT', '/api/practice/settings', '{"bugMode":false}', true)).status).toBe(200);
  const reset = () => send('POST', '/api/practice/v1/mouse-action/reset', '', false);
  const moves = [
    JSON.stringify({ card: 'login', to: 'sprint', index: 0 }),
    JSON.stringify({ card: 'nope', to: 'sprint' }),
    JSON.stringify({ card: 'login', to: 'bugs' }),
    '{"card":"login",',
  ];
  for (const body of moves) {
    expect((await reset()).status).toBe(200);
    const viaNext = await send('POST', MOVES, body, true);
    expect((await reset()).status).toBe(200);
    expectSameReplies(viaNext, await send('POST', MOVES, body, false), body);
  }
  expect((await reset()).status).toBe(200);

  // Reads memory does not hold (every read after a write): the board, and the bookings the page lists.
  for (const path of ['/api/practice/v1/mouse-action/board', '/api/practice/v1/reservation/bookings']) {
    expect((await reset()).status).toBe(200);
    const viaNext = await send('GET', path, '', true);
    expect((await reset()).status).toBe(200);
    expectSameReplies(viaNext, await send('GET', path, '', false, { 'accept-encoding': 'identity' }), path);
  }

  // Book List by a practice token: its problem details and its own Vary.
  const issued = await send('POST', '/api/practice/v1/tokens', JSON.stringify({ name: 'fast path spec' }), false);
  expect(issued.status).toBe(201);
  const bearer = { authorization: `Bearer ${JSON.parse(issued.body).token}` };
  expect((await send('GET', '/api/practice/v1/books/1', '', false, bearer)).status).toBe(200);
  const replace = JSON.stringify({ title: 'T', author: 'A', isbn: '9780306406157', year: 2020, pages: 10, genre: 'technology', price: 1, inStock: true, tags: [] });
  for (const extra of [{ 'if-match': '"stale"' }, {}] as Record<string, string>[]) {
    const viaNext = await send('PUT', '/api/practice/v1/books/1', replace, true, { ...bearer, ...extra });
    expect(viaNext.status).toBe(extra['if-match'] ? 412 : 428);
    expectSameReplies(viaNext, await send('PUT', '/api/practice/v1/books/1', replace, false, { ...bearer, ...extra }), JSON.stringify(extra));
  }
  expect((await send('DELETE', `/api/practice/v1/tokens/${JSON.parse(issued.body).id}`, '', false)).status).toBe(204);
});

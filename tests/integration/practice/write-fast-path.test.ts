import http from 'node:http';
import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { POST as resetRoute } from '@/app/api/practice/v1/[exercise]/reset/route';
import { MAX_JSON_BYTES } from '@/lib/api/read-json-body';
import { PRACTICE_READ_ROUTES, PRACTICE_WRITE_ROUTES } from '@/lib/fast-path/practice-state-routes';
import { call, type CallOptions } from '@/tests/helpers/http';
import { setupFreshDatabase } from '@/tests/helpers/test-db';
import { createLoggedInUser, type TestUser } from '@/tests/helpers/users';
import { expectSameReply, fastPathServerForFile, knownLearner, PASSED_ON, send, type Sent } from '@/tests/helpers/write-fast-path';
import { mountedPracticeRoute } from '@/lib/practice/routes/all-routes';
const { POST: postMove } = mountedPracticeRoute('/api/practice/v1/mouse-action/board/moves');

// A learner's practice writes answered before Next (lib/fast-path/serve-practice-write.ts) by their own route
// handler: each reply must be the one the handler makes, as Next would send it. Two learners in the same state do
// the same thing, one through the handler (as Next calls it), one through the fast path; their replies must match,
// the request limit's headers included. Without the fast path every request here answers "passed on".

setupFreshDatabase();
const BOARD = '/api/practice/v1/mouse-action/board';
const MOVES = `${BOARD}/moves`;
const server = fastPathServerForFile();

/** The same request, by `viaHandler` through the route handler and by `viaFastPath` through the server. */
async function twice(viaHandler: TestUser, viaFastPath: TestUser, path: string, sent: Sent & Pick<CallOptions, 'params'>, handler = postMove) {
  // The Host a client sends (a cross-site write is told by it).
  const headers = { host: new URL(server.base).host, ...sent.headers };
  const options: CallOptions = { method: 'POST', path, cookie: viaHandler.cookie, headers, params: sent.params };
  if (sent.raw !== undefined) options.rawBody = sent.raw;
  else if (sent.body !== undefined) options.body = sent.body;
  const fromHandler = await call(handler, options);
  const fromFastPath = await send(server, 'POST', path, { ...sent, cookie: viaFastPath.cookie });
  return { fromHandler, fromFastPath };
}

describe('practice writes answered before Next', () => {
  it("a write gets its handler's reply: the board, the request limit's headers, privacy, security headers and Next's Vary", async () => {
    const [ann, bob] = [await knownLearner(), await knownLearner()];
    const { fromHandler, fromFastPath } = await twice(ann, bob, MOVES, { body: { card: 'login', to: 'sprint', index: 0 } });
    expect(fromFastPath.status).toBe(200);
    expect(fromFastPath.json.board.sprint[0]).toBe('login');
    expect(fromFastPath.headers.get('ratelimit-remaining')).toBe(fromHandler.headers.get('ratelimit-remaining'));
    expect(fromFastPath.headers.get('cache-control')).toBe('private, no-store');
    expectSameReply(fromFastPath, fromHandler);
  });

  it("a refusal is the handler's too, never a 5xx: a field error, malformed JSON, no body, a conflict, a cross-site write", async () => {
    const [ann, bob] = [await knownLearner(), await knownLearner()];
    const refusals: [Sent, number, string][] = [
      [{ body: { card: 'nope', to: 'sprint' } }, 400, 'VALIDATION_FAILED'],
      [{ body: { card: 'login', to: 'sprint', index: -1 } }, 400, 'VALIDATION_FAILED'],
      [{ raw: '{"card":"login",' }, 400, 'INVALID_JSON'],
      [{ raw: '[]', headers: { 'content-type': 'application/json; charset=utf-8' } }, 400, 'VALIDATION_FAILED'],
      [{}, 400, 'INVALID_JSON'],
      [{ body: { card: 'login', to: 'bugs' } }, 409, 'BUGS_ONLY'],
      [{ body: { card: 'login', to: 'sprint' }, headers: { origin: 'https://elsewhere.example' } }, 403, 'FORBIDDEN'],
    ];
    for (const [sent, status, code] of refusals) {
      const { fromHandler, fromFastPath } = await twice(ann, bob, MOVES, sent);
      expect({ status: fromFastPath.status, code: fromFastPath.json?.code }, JSON.stringify(sent)).toEqual({ status, code });
      expectSameReply(fromFastPath, fromHandler);
    }
  });

  it('what it cannot decide goes to Next with the body untouched', async () => {
    const learner = await knownLearner();
    const move = JSON.stringify({ card: 'login', to: 'sprint' });
    const stranger = await createLoggedInUser();
    const chunked = new ReadableStream({ start: (controller) => (controller.enqueue(new TextEncoder().encode(move)), controller.close()) });
    const cases: [string, RequestInit][] = [
      ['a session not checked yet', { headers: { cookie: stranger.cookie, 'content-type': 'application/json' }, body: move }],
      ['no credentials', { headers: { 'content-type': 'application/json' }, body: move }],
      ['another content type', { headers: { cookie: learner.cookie, 'content-type': 'text/plain' }, body: move }],
      ['a form', { headers: { cookie: learner.cookie }, body: new URLSearchParams({ card: 'login' }) }],
      ['a chunked body', { headers: { cookie: learner.cookie, 'content-type': 'application/json' }, body: chunked, duplex: 'half' } as RequestInit],
      ['a practice token it has not checked', { headers: { authorization: `Bearer qap_${'a'.repeat(43)}`, 'content-type': 'application/json' }, body: move }],
    ];
    for (const [what, init] of cases) {
      const reply = await fetch(server.base + MOVES, { method: 'POST', ...init });
      expect(reply.status, what).toBe(PASSED_ON);
      expect(await reply.text(), what).toMatch(/^passed on: (card=login|\{"card":"login","to":"sprint"\})$/);
    }
    expect((await fetch(`${server.base}${MOVES}/`, { method: 'POST', headers: { cookie: learner.cookie } })).status).toBe(PASSED_ON);
    expect((await fetch(`${server.base}${BOARD}/%6Doves`, { method: 'POST', headers: { cookie: learner.cookie } })).status).toBe(PASSED_ON);
    expect((await fetch(`${server.base}${BOARD}`, { method: 'POST', headers: { cookie: learner.cookie } })).status).toBe(PASSED_ON);
    // Over the JSON limit: Next's handler answers its 413 (the stand-in reads nothing of it here).
    const large = await fetch(server.base + MOVES, {
      method: 'POST',
      headers: { cookie: learner.cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ card: 'login', to: 'sprint', pad: 'x'.repeat(MAX_JSON_BYTES) }),
    });
    expect(large.status).toBe(PASSED_ON);
  });

  it('a client that goes away mid-body stores nothing, and its next write is answered', async () => {
    const learner = await knownLearner();
    const { host } = new URL(server.base);
    const socket = net.connect(Number(new URL(server.base).port), '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    const head = `POST ${MOVES} HTTP/1.1\r\nHost: ${host}\r\nCookie: ${learner.cookie}\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n`;
    // A whole move, but 100 bytes announced: it must never be applied.
    socket.write(head + '{"card":"login","to":"trash"}');
    socket.destroy();
    await new Promise((resolve) => socket.once('close', resolve));
    const next = await send(server, 'POST', MOVES, { cookie: learner.cookie, body: { card: 'search', to: 'sprint', index: 0 } });
    expect({ status: next.status, trash: next.json.board.trash, sprint: next.json.board.sprint[0] }).toEqual({ status: 200, trash: [], sprint: 'search' });
  });

  it('compresses as Next does: gzip or deflate as the client accepts, nothing for a client that accepts neither', async () => {
    const learner = await knownLearner();
    const move = (acceptEncoding: string) => send(server, 'POST', MOVES, { cookie: learner.cookie, body: { card: 'login', to: 'sprint' }, headers: { 'accept-encoding': acceptEncoding } });
    const plain = await move('identity');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('content-length')).toBe(String(Buffer.byteLength(plain.text)));
    expect((await move('gzip, deflate, br')).headers.get('content-encoding')).toBe('gzip');
    expect((await move('deflate')).headers.get('content-encoding')).toBe('deflate');
    const zipped = await move('gzip');
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(zipped.json).toEqual({ ...plain.json, message: expect.any(String) });
    expect(zipped.headers.get('vary')).toMatch(/, Accept-Encoding$/);
  });

  it("every route of the table answers what its handler answers, here a body that is not JSON", async () => {
    const sample: Record<string, string> = { exercise: 'grocery', ref: 'QA-ABC123', id: '7', reviewId: '9', n: '1' };
    // The two learners do the same things in the same order, so their states and request counts stay alike.
    const [ann, bob] = [await knownLearner(), await knownLearner()];
    for (const route of PRACTICE_WRITE_ROUTES) {
      for (const method of route.methods) {
        const params = Object.fromEntries([...route.path.matchAll(/\[(\w+)\]/g)].map(([, name]) => [name, sample[name]]));
        const path = route.path.replace(/\[(\w+)\]/g, (_, name: string) => sample[name]);
        const handler = mountedPracticeRoute(route.path)[method];
        const host = new URL(server.base).host;
        const fromHandler = await call(handler, { method, path, params, cookie: ann.cookie, rawBody: '{', headers: { host } });
        const fromFastPath = await send(server, method, path, { cookie: bob.cookie, raw: '{' });
        expect(fromFastPath.status, `${method} ${path}`).toBeLessThan(500);
        expectSameReply(fromFastPath, fromHandler);
      }
    }
  });

  it("dynamic segments are the route's own: a value its schema takes is answered here, any other goes to Next", async () => {
    const [ann, bob] = [await knownLearner(), await knownLearner()];
    const reset = (exercise: string) => twice(ann, bob, `/api/practice/v1/${exercise}/reset`, { params: { exercise } }, resetRoute);
    const { fromHandler, fromFastPath } = await reset('mouse-action');
    expect(fromFastPath.status).toBe(200);
    expectSameReply(fromFastPath, fromHandler);
    expect((await send(server, 'POST', '/api/practice/v1/no-such-exercise/reset', { cookie: bob.cookie })).status).toBe(PASSED_ON);
    const cancel = (ref: string) => send(server, 'POST', `/api/practice/v1/reservation/bookings/${ref}/cancel`, { cookie: bob.cookie });
    expect((await cancel('not-a-ref')).status).toBe(PASSED_ON);
    const unknown = await cancel('QA-ZZZZZZ');
    expect({ status: unknown.status, code: unknown.json.code }).toEqual({ status: 404, code: 'BOOKING_NOT_FOUND' });
  });
});

// The tables' reads (`readsState`) come the same way: a read the learner's replies from memory do not hold (their first
// of a URL, or any after a write) is answered by its handler, not by Next. Before the reads were, every one of these
// went to Next and answered "passed on".
describe('practice reads answered before Next', () => {
  const SAMPLE: Record<string, string> = { ref: 'QA-ABC123', id: '7', reviewId: '9' };
  const sampleOf = (route: string, name: string) => (route.includes('/flights/') ? 'LHR-JFK-20261202-01' : SAMPLE[name]);
  /** A query each read takes, where it needs one. */
  const QUERY: Record<string, string> = { '/api/practice/v1/page-flags': '?exercise=mouse-action' };

  it("every read of the tables gets its handler's reply, headers and all", async () => {
    const [ann, bob] = [await knownLearner(), await knownLearner()];
    const host = new URL(server.base).host;
    // A write each, so that no read below is one their replies from memory hold (the board was read to know them).
    for (const who of [ann, bob]) await call(postMove, { method: 'POST', path: MOVES, cookie: who.cookie, body: { card: 'login', to: 'sprint' }, headers: { host } });
    for (const route of PRACTICE_READ_ROUTES) {
      const params = Object.fromEntries([...route.path.matchAll(/\[(\w+)\]/g)].map(([, name]) => [name, sampleOf(route.path, name)]));
      const path = route.path.replace(/\[(\w+)\]/g, (_, name: string) => sampleOf(route.path, name)) + (QUERY[route.path] ?? '');
      const fromHandler = await call(mountedPracticeRoute(route.path).GET, { path, params, cookie: ann.cookie, headers: { host } });
      const fromFastPath = await send(server, 'GET', path, { cookie: bob.cookie });
      expect(fromFastPath.status, path).not.toBe(PASSED_ON);
      expect(fromFastPath.status, path).toBeLessThan(500);
      if (route.path !== '/api/practice/v1/page-flags') {
        expectSameReply(fromFastPath, fromHandler);
        continue;
      }
      // The learner's own part: their id, and a sealed value fresh each reply, of one length.
      expect(fromFastPath.json).toEqual({ bugMode: false, learner: bob.id, planted: { keys: fromHandler.json.planted.keys, sealed: expect.any(String) } });
      expect(fromFastPath.json.planted.sealed).toHaveLength(fromHandler.json.planted.sealed.length);
    }
  });

  it('a read after a write shows it; what it cannot decide goes to Next', async () => {
    const learner = await knownLearner();
    await send(server, 'POST', MOVES, { cookie: learner.cookie, body: { card: 'login', to: 'sprint', index: 0 } });
    const board = await send(server, 'GET', BOARD, { cookie: learner.cookie });
    expect({ status: board.status, first: board.json.board.sprint[0] }).toEqual({ status: 200, first: 'login' });
    const stranger = await createLoggedInUser();
    expect((await send(server, 'GET', BOARD, { cookie: stranger.cookie })).status, 'a session not checked yet').toBe(PASSED_ON);
    expect((await fetch(server.base + BOARD, { method: 'HEAD', headers: { cookie: learner.cookie } })).status, 'HEAD').toBe(PASSED_ON);
    const sampleCsv = await send(server, 'GET', '/api/practice/v1/web-elements/sample.csv', { cookie: learner.cookie });
    expect(sampleCsv.status, 'a download').toBe(PASSED_ON);
    // A GET with a body (chunked): Next decides what it makes of it.
    const withBody = await new Promise<number>((resolve, reject) => {
      const request = http.request(server.base + '/api/practice/v1/reservation/bookings', { method: 'GET', headers: { cookie: learner.cookie, 'transfer-encoding': 'chunked' } }, (reply) => {
        reply.resume();
        resolve(reply.statusCode ?? 0);
      });
      request.once('error', reject);
      request.end('{}');
    });
    expect(withBody, 'a GET with a body').toBe(PASSED_ON);
  });
});

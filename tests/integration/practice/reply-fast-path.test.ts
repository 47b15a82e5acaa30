import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST as logout } from '@/app/api/auth/logout/route';
import { forgetUserAccess } from '@/lib/auth/user-access';
import { enableCaching } from '@/lib/cache/tags';
import { servePracticeReply } from '@/lib/fast-path/serve-practice-reply';
import { PRACTICE_LIMIT } from '@/lib/practice/learner-limit';
import { cachedPracticeReply, keepPracticeReply, practiceReplyGeneration } from '@/lib/practice/reply-cache';
import { forgetPracticeOf } from '@/lib/practice/state-cache';
import { call } from '@/tests/helpers/http';
import { setupFreshDatabase } from '@/tests/helpers/test-db';
import { createLoggedInUser, type TestUser } from '@/tests/helpers/users';
import { mountedPracticeRoute } from '@/lib/practice/routes/all-routes';
const { GET: getBoard } = mountedPracticeRoute('/api/practice/v1/mouse-action/board');
const { POST: postMove } = mountedPracticeRoute('/api/practice/v1/mouse-action/board/moves');

// A learner's repeated practice reads are answered before Next (lib/fast-path/serve-practice-reply.ts) from
// the reply the route handler last made (lib/practice/reply-cache.ts). The server below is server.mjs's
// order of things: the fast path first, and whatever it passes on answers "passed on" (in the app: Next).
// Each test reads through the handler first, so the reply is remembered: a reply that were never dropped
// would answer the old board, another learner's board, or an ended session, and fail the test.

setupFreshDatabase();
const BOARD = '/api/practice/v1/mouse-action/board';
let server: http.Server;
let base: string;

beforeAll(async () => {
  enableCaching();
  server = http.createServer((req, res) => {
    if (!servePracticeReply(req, res, () => res.writeHead(299).end('passed on'))) res.writeHead(299).end('passed on');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** The read through the route handler, as Next answers it (and remembers it). */
const handlerBoard = async (who: TestUser) => (await call(getBoard, { cookie: who.cookie, path: BOARD })).json;
const move = (who: TestUser, body: unknown) => call(postMove, { method: 'POST', cookie: who.cookie, body, path: `${BOARD}/moves` });
/** The read as the learner's client sends it to the server. */
const fastGet = (who: TestUser, path = BOARD) => fetch(base + path, { headers: { cookie: who.cookie } });

describe('practice reads answered before Next', () => {
  it('a repeated read gets the handler reply with the limit, privacy and security headers', async () => {
    const ann = await createLoggedInUser();
    const fromHandler = await handlerBoard(ann);
    const reply = await fastGet(ann);
    expect(reply.status).toBe(200);
    expect(await reply.json()).toEqual(fromHandler);
    expect(reply.headers.get('content-type')).toMatch(/^application\/json/);
    expect(reply.headers.get('cache-control')).toBe('private, no-store');
    expect(reply.headers.get('x-content-type-options')).toBe('nosniff');
    expect(reply.headers.get('ratelimit-limit')).toBe(String(PRACTICE_LIMIT.requests));
    expect(Number(reply.headers.get('ratelimit-remaining'))).toBe(PRACTICE_LIMIT.requests - 2);
  });

  it('a write ends it at once: the next read goes to the handler, which shows the change', async () => {
    const ann = await createLoggedInUser();
    await handlerBoard(ann);
    expect((await fastGet(ann)).status).toBe(200);
    expect((await move(ann, { card: 'login', to: 'sprint', index: 0 })).status).toBe(200);
    expect(await (await fastGet(ann)).text()).toBe('passed on');
    expect((await handlerBoard(ann)).board.sprint[0]).toBe('login');
    expect((await (await fastGet(ann)).json()).board.sprint[0]).toBe('login');
  });

  it('is per learner: another learner on the same URL never gets it', async () => {
    const [ann, bob] = [await createLoggedInUser(), await createLoggedInUser()];
    await move(ann, { card: 'login', to: 'sprint', index: 0 });
    await handlerBoard(ann);
    await call(getBoard, { cookie: bob.cookie, path: '/api/practice/v1/mouse-action' });
    expect(await (await fastGet(bob)).text()).toBe('passed on');
    await handlerBoard(bob);
    expect((await (await fastGet(bob)).json()).board.sprint).not.toContain('login');
    expect((await (await fastGet(ann)).json()).board.sprint[0]).toBe('login');
  });

  it('only the exact URL: another query goes to the handler', async () => {
    const ann = await createLoggedInUser();
    await handlerBoard(ann);
    expect(await (await fastGet(ann, `${BOARD}?page=2`)).text()).toBe('passed on');
  });

  it('ends with the session: after a logout or a change of the account, reads go to the handler', async () => {
    const [ann, bob] = [await createLoggedInUser(), await createLoggedInUser()];
    await handlerBoard(ann);
    await handlerBoard(bob);
    expect((await call(logout, { method: 'POST', cookie: ann.cookie, path: '/api/auth/logout' })).status).toBe(200);
    expect(await (await fastGet(ann)).text()).toBe('passed on');
    expect((await call(getBoard, { cookie: ann.cookie, path: BOARD })).status).toBe(401);
    forgetUserAccess(bob.id);
    expect(await (await fastGet(bob)).text()).toBe('passed on');
  });

  it('counts against the learner limit: past it, the 429 with Retry-After and the practice error body', async () => {
    const ann = await createLoggedInUser();
    await handlerBoard(ann);
    for (let i = 1; i < PRACTICE_LIMIT.requests; i++) expect((await fastGet(ann)).status).toBe(200);
    const refused = await fastGet(ann);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.headers.get('ratelimit-remaining')).toBe('0');
    expect(await refused.json()).toEqual({ message: expect.stringContaining('Too many requests'), code: expect.any(String) });
  });

  it('a reply made while the learner wrote is not kept', async () => {
    const ann = await createLoggedInUser();
    const generation = practiceReplyGeneration();
    forgetPracticeOf(ann.id);
    keepPracticeReply(ann.id, BOARD, { body: Buffer.from('{"board":"old"}'), contentType: 'application/json' }, generation);
    expect(cachedPracticeReply(ann.id, BOARD)).toBeUndefined();
  });

  it("a reply made while another learner wrote is kept", async () => {
    const [ann, bob] = await Promise.all([createLoggedInUser(), createLoggedInUser()]);
    const generation = practiceReplyGeneration();
    forgetPracticeOf(bob.id);
    const reply = { body: Buffer.from('{"board":"ann"}'), contentType: 'application/json' };
    keepPracticeReply(ann.id, BOARD, reply, generation);
    // One counter for every learner threw it away.
    expect(cachedPracticeReply(ann.id, BOARD)).toEqual(reply);
  });
});

import { describe, expect, it } from 'vitest';
import { PUT as putSettings } from '@/app/api/practice/settings/route';
import { countPracticeRequest, PRACTICE_LIMIT } from '@/lib/practice/learner-limit';
import { call } from '@/tests/helpers/http';
import { setupFreshDatabase } from '@/tests/helpers/test-db';
import { createLoggedInUser } from '@/tests/helpers/users';
import { expectSameReply, fastPathServerForFile, knownLearner, send } from '@/tests/helpers/write-fast-path';
import { BASE, etagOf, newBook, send as sendToHandler, tokenOf } from './book-list/book-api';
import { metIds } from './book-list/challenge-api';
import { mountedPracticeRoute } from '@/lib/practice/routes/all-routes';
const { GET: listSubmissions } = mountedPracticeRoute('/api/practice/v1/frames-alert/submissions');
const { GET: getSettings } = mountedPracticeRoute('/api/practice/settings');
const { GET: getBoard } = mountedPracticeRoute('/api/practice/v1/mouse-action/board');
const { POST: postMove } = mountedPracticeRoute('/api/practice/v1/mouse-action/board/moves');

// What a practice write answered before Next (lib/fast-path/serve-practice-state.ts) leaves behind: the next read
// shows it at once, also one the read fast path remembered; parallel writes all count; bug mode switched by one
// write rules the next; the writes count against the learner's limit with the reads; and a Book List write by a
// practice token keeps its rules and its challenges. A cache that kept anything across a write fails here.

setupFreshDatabase();
const BOARD = '/api/practice/v1/mouse-action/board';
const SUBMISSIONS = '/api/practice/v1/frames-alert/submissions';
const server = fastPathServerForFile();


describe('after a practice write answered before Next', () => {
  it('the next read shows it at once, also a read the fast path remembered before it', async () => {
    const ann = await knownLearner();
    const before = await send(server, 'GET', BOARD, { cookie: ann.cookie });
    expect(before.status).toBe(200);
    expect(before.json.board.sprint).not.toContain('login');
    expect((await send(server, 'POST', `${BOARD}/moves`, { cookie: ann.cookie, body: { card: 'login', to: 'sprint', index: 0 } })).status).toBe(200);
    // The remembered board went with the write: the read is answered by the handler, here or through Next alike.
    expect((await send(server, 'GET', BOARD, { cookie: ann.cookie })).json.board.sprint[0]).toBe('login');
    expect((await call(getBoard, { cookie: ann.cookie, path: BOARD })).json.board.sprint[0]).toBe('login');
    expect((await send(server, 'GET', BOARD, { cookie: ann.cookie })).json.board.sprint[0]).toBe('login');
  });

  it("one learner's parallel writes are all kept, in some order, none lost", async () => {
    const ann = await knownLearner();
    const form = (i: number) => ({ name: `Tester ${i}`, email: `tester${i}@example.com`, topic: 'API testing' });
    const replies = await Promise.all(Array.from({ length: 20 }, (_, i) => send(server, 'POST', SUBMISSIONS, { cookie: ann.cookie, body: form(i) })));
    expect(replies.map((reply) => reply.status)).toEqual(Array(20).fill(201));
    expect(replies.map((reply) => reply.json.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    const stored = await call(listSubmissions, { cookie: ann.cookie, path: SUBMISSIONS });
    expect(stored.json.submissions.map((each: { name: string }) => each.name).sort()).toEqual(Array.from({ length: 20 }, (_, i) => `Tester ${i}`).sort());
    const full = await send(server, 'POST', SUBMISSIONS, { cookie: ann.cookie, body: form(20) });
    expect({ status: full.status, code: full.json.code }).toEqual({ status: 409, code: 'TOO_MANY_SUBMISSIONS' });
  });

  it('bug mode switched by one write rules the next at once, as through the handler', async () => {
    const [ann, bob] = [await knownLearner(), await knownLearner()];
    const storyToBugs = { card: 'login', to: 'bugs' };
    const both = async (path: string, method: string, body: unknown, handler: typeof postMove) => ({
      fromHandler: await call(handler, { method, path, cookie: ann.cookie, body }),
      fromFastPath: await send(server, method, path, { cookie: bob.cookie, body }),
    });
    const refused = await both(`${BOARD}/moves`, 'POST', storyToBugs, postMove);
    expect(refused.fromFastPath.json.code).toBe('BUGS_ONLY');
    expectSameReply(refused.fromFastPath, refused.fromHandler);
    // Both read the switch (each read counts against their limit alike), then both turn it on.
    const readSwitch = async () => {
      const fromHandler = await call(getSettings, { cookie: ann.cookie, path: '/api/practice/settings' });
      const fromFastPath = await send(server, 'GET', '/api/practice/settings', { cookie: bob.cookie });
      expectSameReply(fromFastPath, fromHandler);
      return fromFastPath.json;
    };
    expect(await readSwitch()).toEqual({ bugMode: false });
    const switched = await both('/api/practice/settings', 'PUT', { bugMode: true }, putSettings);
    expect(switched.fromFastPath.json).toEqual({ bugMode: true });
    expectSameReply(switched.fromFastPath, switched.fromHandler);
    expect(await readSwitch()).toEqual({ bugMode: true });
    const planted = await both(`${BOARD}/moves`, 'POST', storyToBugs, postMove);
    expect(planted.fromFastPath.status).toBe(200);
    expect(planted.fromFastPath.json.board.bugs).toContain('login');
    expectSameReply(planted.fromFastPath, planted.fromHandler);
  });

  it("counts against the learner's limit with the reads: past it, writes and reads get the 429 with Retry-After", async () => {
    const ann = await knownLearner();
    await call(getBoard, { cookie: ann.cookie, path: BOARD });
    expect((await send(server, 'GET', BOARD, { cookie: ann.cookie })).headers.get('ratelimit-remaining')).toBe(String(PRACTICE_LIMIT.requests - 3));
    // The rest of the window but one, counted directly: the test needs no classroom's worth of requests.
    for (let sent = 3; sent < PRACTICE_LIMIT.requests - 1; sent++) await countPracticeRequest(ann.id);
    const move = { card: 'search', to: 'sprint' };
    const last = await send(server, 'POST', `${BOARD}/moves`, { cookie: ann.cookie, body: move });
    expect({ status: last.status, remaining: last.headers.get('ratelimit-remaining') }).toEqual({ status: 200, remaining: '0' });
    const refused = await send(server, 'POST', `${BOARD}/moves`, { cookie: ann.cookie, body: move });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.headers.get('retry-after')).toBe(refused.headers.get('ratelimit-reset'));
    expect(refused.headers.get('ratelimit-remaining')).toBe('0');
    expect(refused.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(refused.json).toEqual({ message: expect.stringContaining('Too many requests'), code: 'RATE_LIMITED' });
    expect((await call(getBoard, { cookie: ann.cookie, path: BOARD })).status).toBe(429);
  });

  it("a Book List write by a practice token keeps the handler's If-Match rules and problem details, and meets its challenges", async () => {
    const [ann, bob] = [await createLoggedInUser(), await createLoggedInUser()];
    const stale = await etagOf(ann, 1);
    expect(await etagOf(bob, 1)).toBe(stale);
    const patch = { headers: { 'content-type': 'application/merge-patch+json', 'if-match': stale }, body: { price: 20 } };
    expect((await sendToHandler('PATCH', `${BASE}/1`, { user: ann, ...patch })).status).toBe(200);
    const patchedHere = await send(server, 'PATCH', `${BASE}/1`, { bearer: await tokenOf(bob), ...patch });
    expect({ status: patchedHere.status, price: patchedHere.json.price }).toEqual({ status: 200, price: 20 });
    expect(patchedHere.headers.get('etag')).not.toBe(stale);
    const replace = { headers: { 'if-match': stale }, body: newBook({ price: 30 }) };
    const conflict = await sendToHandler('PUT', `${BASE}/1`, { user: ann, ...replace });
    const conflictHere = await send(server, 'PUT', `${BASE}/1`, { bearer: await tokenOf(bob), ...replace });
    expect({ status: conflictHere.status, type: conflictHere.headers.get('content-type') }).toEqual({ status: 412, type: 'application/problem+json' });
    expectSameReply(conflictHere, conflict);
    expect(await metIds(bob)).toEqual(expect.arrayContaining(['BKL-C03', 'BKL-C05']));
  });
});

import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as getSettings, PUT as putSettings } from '@/app/api/practice/settings/route';
import { POST as resetRoute } from '@/app/api/practice/v1/[exercise]/reset/route';
import { enableCaching } from '@/lib/cache/tags';
import { practiceState } from '@/lib/db/schema';
import { startBoard } from '@/lib/practice/exercises/mouse-action/board';
import { cachedPracticeRead, forgetPracticeOf } from '@/lib/practice/state-cache';
import { practiceCaller } from '@/tests/helpers/practice-http';
import { setupFreshDatabase } from '@/tests/helpers/test-db';
import { createLoggedInUser, type TestUser } from '@/tests/helpers/users';
import { mountedPracticeRoute } from '@/lib/practice/routes/all-routes';
const { GET: getBoard } = mountedPracticeRoute('/api/practice/v1/mouse-action/board');
const { POST: postMove } = mountedPracticeRoute('/api/practice/v1/mouse-action/board/moves');

// Practice state is read from memory while nothing changed (lib/practice/state-cache.ts), as in the running
// server. Each test reads first (so the state is remembered), changes it through the API, and reads again:
// a remembered state that was not dropped would answer the old one and fail the test.

const call = practiceCaller('v1/mouse-action');
const getDb = setupFreshDatabase();
beforeAll(() => enableCaching());

const board = async (who: TestUser) => (await call(getBoard, { cookie: who.cookie })).json.board;
const move = (who: TestUser, body: unknown) => call(postMove, { method: 'POST', cookie: who.cookie, body });
const bugMode = async (who: TestUser) => (await call(getSettings, { cookie: who.cookie, path: '/api/practice/settings' })).json.bugMode;

describe('practice state from memory', () => {
  it('is what the database held: a row changed behind its back is not seen until the learner writes', async () => {
    // What makes the tests below meaningful: without the cache they would pass on any code.
    const ann = await createLoggedInUser();
    expect((await move(ann, { card: 'login', to: 'sprint' })).status).toBe(200);
    const remembered = await board(ann);
    await getDb().update(practiceState).set({ doc: startBoard() }).where(eq(practiceState.userId, ann.id));
    expect(await board(ann)).toEqual(remembered);
    expect((await move(ann, { card: 'search', to: 'sprint' })).status).toBe(200);
    expect((await board(ann)).backlog).not.toContain('search');
  });

  it('a move shows on the next read, in another tab too', async () => {
    const ann = await createLoggedInUser();
    expect(await board(ann)).toEqual(startBoard());
    const otherTab = { ...ann };
    expect(await board(otherTab)).toEqual(startBoard());
    expect((await move(ann, { card: 'login', to: 'sprint', index: 0 })).status).toBe(200);
    expect((await board(otherTab)).sprint[0]).toBe('login');
    expect((await board(ann)).sprint[0]).toBe('login');
  });

  it('a reset shows the start state on the next read', async () => {
    const ann = await createLoggedInUser();
    await move(ann, { card: 'login', to: 'sprint' });
    expect(await board(ann)).not.toEqual(startBoard());
    const reset = await call(resetRoute, { method: 'POST', cookie: ann.cookie, params: { exercise: 'mouse-action' } });
    expect(reset.status).toBe(200);
    expect(await board(ann)).toEqual(startBoard());
  });

  it('the bug-mode switch shows on the next read', async () => {
    const ann = await createLoggedInUser();
    expect(await bugMode(ann)).toBe(false);
    const put = await call(putSettings, { method: 'PUT', cookie: ann.cookie, body: { bugMode: true }, path: '/api/practice/settings' });
    expect(put.status).toBe(200);
    expect(await bugMode(ann)).toBe(true);
  });

  it("one learner's write leaves another's remembered state alone, and never shows it to them", async () => {
    const ann = await createLoggedInUser();
    const bob = await createLoggedInUser();
    expect(await board(bob)).toEqual(startBoard());
    await move(ann, { card: 'login', to: 'sprint' });
    expect(await board(bob)).toEqual(startBoard());
  });

  it('a read that started before a write is not remembered', async () => {
    let release!: (value: string) => void;
    const slowRead = cachedPracticeRead('learner-x', 'exercise-y', () => new Promise<string>((resolve) => (release = resolve)));
    forgetPracticeOf('learner-x');
    release('read before the write');
    expect(await slowRead).toBe('read before the write');
    expect(await cachedPracticeRead('learner-x', 'exercise-y', async () => 'read after the write')).toBe('read after the write');
  });

  it("a read in flight is remembered when another learner writes (a class writing many times a second)", async () => {
    let release!: (value: string) => void;
    const slowRead = cachedPracticeRead('learner-p', 'exercise-y', () => new Promise<string>((resolve) => (release = resolve)));
    forgetPracticeOf('learner-q');
    release('read while another learner wrote');
    expect(await slowRead).toBe('read while another learner wrote');
    // One counter for every learner threw this read away, and every read after it went to the database again.
    expect(await cachedPracticeRead('learner-p', 'exercise-y', async () => 'read again')).toBe('read while another learner wrote');
  });

  it('each caller gets its own copy', async () => {
    const first = await cachedPracticeRead('learner-z', 'doc', async () => ({ items: [1, 2] }));
    first.items.push(3);
    expect(await cachedPracticeRead('learner-z', 'doc', async () => ({ items: [9] }))).toEqual({ items: [1, 2] });
  });
});

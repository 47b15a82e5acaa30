import { afterEach, describe, expect, it, vi } from 'vitest';
import { POST as resetRoute } from '@/app/api/practice/v1/[exercise]/reset/route';
import { BOOK_LIST_CHALLENGES } from '@/lib/practice/exercises/book-list/challenges';
import { newTokenOf } from '@/tests/helpers/practice-credentials';
import { practiceCaller } from '@/tests/helpers/practice-http';
import { setupFreshDatabase } from '@/tests/helpers/test-db';
import { createLoggedInUser, type TestUser } from '@/tests/helpers/users';
import { BASE, send } from './book-api';
import { challengeList, challengesOf, clearChallengeList, metIds } from './challenge-api';

// docs/product.md#challenges: GET /api/practice/v1/challenges lists an exercise's challenges with whether and when
// each was met, for the learner's session or their practice token; a challenge counts once; "Reset my practice data"
// keeps them and DELETE /api/practice/v1/challenges clears them.

setupFreshDatabase();
afterEach(() => vi.useRealTimers());

const reset = practiceCaller('v1/book-list/reset');
const headBook = (user: TestUser) => send('HEAD', `${BASE}/1`, { user });

describe('GET /api/practice/v1/challenges', () => {
  it('lists the 20 Book List challenges in order, none met for a new learner', async () => {
    const ann = await createLoggedInUser();
    const list = await challengesOf(ann);
    expect(list).toMatchObject({ met: 0, total: 20 });
    expect(list.challenges.map((challenge) => challenge.id)).toEqual(BOOK_LIST_CHALLENGES.map((challenge) => challenge.id));
    expect(list.challenges[0]).toEqual({ ...BOOK_LIST_CHALLENGES[0], exercise: 'book-list', met: false, metAt: null });
  });

  it("answers a practice token with its learner's list, and refuses a request without credentials", async () => {
    const ann = await createLoggedInUser();
    const bob = await createLoggedInUser();
    await headBook(ann);
    const byToken = await challengeList({ bearer: (await newTokenOf(ann)).token });
    expect(byToken.status).toBe(200);
    expect(byToken.json.met).toBe(1);
    expect((await challengeList({ bearer: (await newTokenOf(bob)).token })).json.met).toBe(0);

    const anonymous = await challengeList();
    expect(anonymous.status).toBe(401);
    expect(anonymous.json).toMatchObject({ code: 'UNAUTHENTICATED' });
    const badToken = await challengeList({ bearer: `qap_${'x'.repeat(43)}` });
    expect(badToken.status).toBe(401);
    expect(badToken.json).toMatchObject({ code: 'INVALID_TOKEN' });
  });

  it('keeps one exercise with ?exercise, the whole lab without, and refuses an unknown exercise with 400', async () => {
    const ann = await createLoggedInUser();
    // The whole lab: Book List's 20, the Practice Bank's 9 and the Employee service's 12.
    expect((await challengeList({ cookie: ann.cookie, query: '' })).json.total).toBe(41);
    expect((await challengeList({ cookie: ann.cookie, query: '?exercise=grocery' })).json).toEqual({ challenges: [], met: 0, total: 0 });
    const unknown = await challengeList({ cookie: ann.cookie, query: '?exercise=chess' });
    expect(unknown.status).toBe(400);
    expect(unknown.json).toMatchObject({ code: 'VALIDATION_FAILED', errors: { exercise: expect.stringContaining('exercise must be') } });
  });
});

describe('a met challenge', () => {
  it('counts once: meeting it again keeps the first time', async () => {
    const ann = await createLoggedInUser();
    const first = Date.now() + 1_000;
    vi.useFakeTimers({ toFake: ['Date'], now: first });
    await headBook(ann);
    vi.setSystemTime(first + 60_000);
    await headBook(ann);
    const list = await challengesOf(ann);
    expect(list.met).toBe(1);
    expect(list.challenges.find((challenge) => challenge.id === 'BKL-C01')).toMatchObject({ met: true, metAt: new Date(first).toISOString() });
  });

  it('stays through "Reset my practice data", which brings back the seed shelf', async () => {
    const ann = await createLoggedInUser();
    await headBook(ann);
    expect((await send('DELETE', `${BASE}/1`, { user: ann, headers: { 'if-match': '*' } })).status).toBe(204);
    expect(await metIds(ann)).toEqual(['BKL-C01', 'BKL-C07']);

    const replied = await reset(resetRoute, { method: 'POST', cookie: ann.cookie, params: { exercise: 'book-list' } });
    expect(replied.status).toBe(200);
    expect((await send('GET', `${BASE}/1`, { user: ann })).status).toBe(200);
    expect(await metIds(ann)).toEqual(['BKL-C01', 'BKL-C07']);
  });

  it('goes with DELETE /api/practice/v1/challenges (the learner\'s own, session or token), and can be met again', async () => {
    const ann = await createLoggedInUser();
    const bob = await createLoggedInUser();
    await headBook(ann);
    await headBook(bob);

    const cleared = await clearChallengeList({ cookie: ann.cookie });
    expect(cleared.status).toBe(204);
    expect(await metIds(ann)).toEqual([]);
    expect(await metIds(bob)).toEqual(['BKL-C01']);

    await headBook(ann);
    expect(await metIds(ann)).toEqual(['BKL-C01']);
    expect((await clearChallengeList({ bearer: (await newTokenOf(ann)).token })).status).toBe(204);
    expect(await metIds(ann)).toEqual([]);
    expect((await clearChallengeList()).status).toBe(401);
  });
});

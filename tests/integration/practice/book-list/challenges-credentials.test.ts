import { afterEach, describe, expect, it, vi } from 'vitest';
import { practiceRoute } from '@/lib/practice/practice-route';
import { countPracticeRequest, PRACTICE_LIMIT } from '@/lib/practice/learner-limit';
import { call } from '@/tests/helpers/http';
import { accessTokenOf, newClientOf, newTokenOf } from '@/tests/helpers/practice-credentials';
import { setupFreshDatabase } from '@/tests/helpers/test-db';
import { createLoggedInUser } from '@/tests/helpers/users';
import { BASE, send } from './book-api';
import { metIds } from './challenge-api';

// docs/practice/book-list.md#challenges, the challenges about credentials and the request limit: waiting out a
// 429's Retry-After, succeeding with an OAuth access token, and presenting one after it expired. And watching never
// changes a reply: an observer that fails is logged, the reply stands.

setupFreshDatabase();
afterEach(() => vi.useRealTimers());

// A book read through the real Book List route with the credential given.
const callBook = (bearer: string) => send('GET', `${BASE}/1`, { bearer });

describe('BKL-C18, wait out the rate limit', () => {
  it('is met by a success Retry-After seconds after a 429, not by one sooner nor by the 429 alone', async () => {
    const ann = await createLoggedInUser();
    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'], now: start });
    for (let i = 0; i < PRACTICE_LIMIT.requests; i++) await countPracticeRequest(ann.id);
    // Half a second into the window: Retry-After rounds the rest (9.5 s) up to 10, so the window ends before it does.
    vi.advanceTimersByTime(500);
    const refused = await send('GET', `${BASE}/1`, { user: ann });
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBe(PRACTICE_LIMIT.windowSeconds);

    vi.advanceTimersByTime(retryAfter * 1000 - 300);
    expect((await send('GET', `${BASE}/1`, { user: ann })).status).toBe(200);
    expect(await metIds(ann)).not.toContain('BKL-C18');

    vi.advanceTimersByTime(300);
    expect((await send('GET', `${BASE}/1`, { user: ann })).status).toBe(200);
    expect(await metIds(ann)).toContain('BKL-C18');
  });

  it("is not met by the 429 alone, nor by another learner's success after it", async () => {
    const ann = await createLoggedInUser();
    const bob = await createLoggedInUser();
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'], now: Date.now() });
    for (let i = 0; i < PRACTICE_LIMIT.requests; i++) await countPracticeRequest(ann.id);
    expect((await send('GET', `${BASE}/1`, { user: ann })).status).toBe(429);
    vi.advanceTimersByTime(PRACTICE_LIMIT.windowSeconds * 1000);
    expect((await send('GET', `${BASE}/1`, { user: bob })).status).toBe(200);
    expect(await metIds(bob)).not.toContain('BKL-C18');
    expect(await metIds(ann)).not.toContain('BKL-C18');
  });
});

describe('BKL-C19, call with an OAuth client', () => {
  it('is met by a success with an OAuth access token, not with a personal token', async () => {
    const ann = await createLoggedInUser();
    expect((await callBook((await newTokenOf(ann)).token)).status).toBe(200);
    expect(await metIds(ann)).not.toContain('BKL-C19');
    expect((await callBook(await accessTokenOf(await newClientOf(ann)))).status).toBe(200);
    expect(await metIds(ann)).toContain('BKL-C19');
  });
});

describe('BKL-C20, use an expired OAuth token', () => {
  it('is met by the 401 of an expired access token, credited to its learner; the reply is the usual 401', async () => {
    const ann = await createLoggedInUser();
    const bob = await createLoggedInUser();
    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'], now: start });
    const token = await accessTokenOf(await newClientOf(ann));
    const unknown = await callBook(`qao_${'x'.repeat(43)}`);
    vi.setSystemTime(start + 900_000);
    const expired = await callBook(token);
    expect(expired.status).toBe(401);
    expect(expired.json).toEqual(unknown.json);
    expect(expired.headers.get('www-authenticate')).toBe('Bearer realm="practice", error="invalid_token"');
    expect(await metIds(ann)).toContain('BKL-C20');
    expect(await metIds(bob)).not.toContain('BKL-C20');
  });

  it('is not met by a live token, a rotated-away one or a token that never existed', async () => {
    const ann = await createLoggedInUser();
    const client = await newClientOf(ann);
    expect((await callBook(await accessTokenOf(client))).status).toBe(200);
    expect((await callBook(`qao_${'y'.repeat(43)}`)).status).toBe(401);
    expect(await metIds(ann)).not.toContain('BKL-C20');
  });
});

describe('watching a reply', () => {
  it('never changes it: an observer that throws is logged and the reply stands', async () => {
    const ann = await createLoggedInUser();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failing = practiceRoute({ access: 'practice-token', observe: () => Promise.reject(new Error('observer down')) }, () => ({ id: 1 }));
    const reply = await call(failing, { path: `${BASE}/1`, bearer: (await newTokenOf(ann)).token });
    expect(reply.status).toBe(200);
    expect(reply.json).toEqual({ id: 1 });
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('observer failed'), expect.any(Error));
    logged.mockRestore();
  });
});

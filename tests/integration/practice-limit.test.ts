import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { GET as me } from '@/app/api/auth/me/route';
import { enableCaching } from '@/lib/cache/tags';
import { countPracticeRequest, PRACTICE_LIMIT } from '@/lib/practice/learner-limit';
import { call } from '../helpers/http';
import { setupFreshDatabase } from '../helpers/test-db';
import { createLoggedInUser, type TestUser } from '../helpers/users';
import { mountedPracticeRoute } from '@/lib/practice/routes/all-routes';
const { GET: image } = mountedPracticeRoute('/api/practice/v1/web-elements/images/[name]');

// The practice API's per-learner limit (lib/practice/learner-limit.ts, docs/product.md#request-limit):
// 200 requests per learner every 10 s, the standard RateLimit-* headers on every reply, and a 429 with
// Retry-After past it, for that learner only.

setupFreshDatabase();
// Sessions come from memory after their first check, as in the running server: the fake clock below then
// only drives the limiter's window.
beforeAll(() => enableCaching());
afterEach(() => vi.useRealTimers());

const imageCall = (user: TestUser, name: string) =>
  call(image, { cookie: user.cookie, params: { name }, path: `/api/practice/v1/web-elements/images/${name}` });
const badge = (user: TestUser) => imageCall(user, 'badge.svg');
const limitHeaders = (headers: Headers) => ({
  limit: headers.get('ratelimit-limit'),
  remaining: headers.get('ratelimit-remaining'),
  reset: Number(headers.get('ratelimit-reset')),
});

async function learner(): Promise<TestUser> {
  const user = await createLoggedInUser();
  expect((await call(me, { cookie: user.cookie })).status).toBe(200);
  return user;
}

describe('the practice API limit per learner', () => {
  it('every reply carries RateLimit-Limit, -Remaining and -Reset; the product API does not', async () => {
    const user = await learner();
    const first = await badge(user);
    expect(first.status).toBe(200);
    expect(limitHeaders(first.headers)).toEqual({ limit: '200', remaining: '199', reset: expect.any(Number) });
    expect(limitHeaders(first.headers).reset).toBeGreaterThanOrEqual(1);
    expect(limitHeaders(first.headers).reset).toBeLessThanOrEqual(PRACTICE_LIMIT.windowSeconds);
    expect(limitHeaders((await badge(user)).headers).remaining).toBe('198');
    // A refusal counts and says so too.
    const missing = await imageCall(user, 'missing.png');
    expect(missing.status).toBe(404);
    expect(limitHeaders(missing.headers).remaining).toBe('197');
    expect((await call(me, { cookie: user.cookie })).headers.get('ratelimit-limit')).toBeNull();
  });

  it('past the limit: 429 with Retry-After and RATE_LIMITED for that learner only, until the window ends', async () => {
    const busy = await learner();
    const calm = await learner();
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    for (let i = 0; i < PRACTICE_LIMIT.requests; i++) expect((await badge(busy)).status).toBe(200);

    const refused = await badge(busy);
    expect(refused.status).toBe(429);
    expect(refused.json).toMatchObject({ code: 'RATE_LIMITED', message: expect.stringContaining('200 requests per learner every 10 s') });
    expect(limitHeaders(refused.headers)).toMatchObject({ limit: '200', remaining: '0' });
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(PRACTICE_LIMIT.windowSeconds);

    const other = await badge(calm);
    expect(other.status).toBe(200);
    expect(limitHeaders(other.headers).remaining).toBe('199');

    vi.advanceTimersByTime(retryAfter * 1000);
    const again = await badge(busy);
    expect(again.status).toBe(200);
    expect(limitHeaders(again.headers).remaining).toBe('199');
  });

  it('a learner past the limit gives way: their refusals wait for turns of the loop, not answered at once', async () => {
    // Counted in states, not time. Once a learner is refused, their further requests are refused from memory (on
    // PostgreSQL too: the limiter blocks them in memory), within a few promise steps. A refusal that gives way waits
    // for a turn of the event loop (lib/concurrency/give-way.ts), which promise steps alone never give: after fifty of
    // them none of twenty is answered. Before, all twenty were, ahead of anything else the server had to do.
    const busy = await learner();
    for (let i = 0; i < PRACTICE_LIMIT.requests; i++) await countPracticeRequest(busy.id);
    await expect(countPracticeRequest(busy.id)).rejects.toMatchObject({ status: 429 });
    let answered = 0;
    const refusals = Array.from({ length: 20 }, () =>
      countPracticeRequest(busy.id).then(
        () => 200,
        (error: { status: number }) => (answered++, error.status),
      ),
    );
    for (let step = 0; step < 50; step++) await Promise.resolve();
    expect(answered).toBe(0);
    expect(await Promise.all(refusals)).toEqual(Array.from({ length: 20 }, () => 429));
  });
});

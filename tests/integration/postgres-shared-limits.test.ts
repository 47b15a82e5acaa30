import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { refusalWaitOf } from '@/lib/practice/challenges/refusal-waits';
import { countPracticeRequest, PRACTICE_LIMIT } from '@/lib/practice/learner-limit';
import { twoInstances, type TwoInstances } from '@/tests/helpers/instance-slots';
import { setupFreshDatabase } from '@/tests/helpers/test-db';
import { createLoggedInUser, type TestUser } from '@/tests/helpers/users';
import { BASE, send } from './practice/book-list/book-api';
import { metIds } from './practice/book-list/challenge-api';

// Included only in the PostgreSQL pass (tests/postgres-suite.ts). docs/architecture.md#limits-every-instance-shares:
// with DATABASE_URL, a learner's practice request limit is counted once for all instances (the
// practice_request_limits table), and a 429 met on one instance and waited out on another meets "Wait out the rate
// limit" (BKL-C18). Two instances here are two sets of process slots in this process, each with its own pool and
// peer channel (tests/helpers/instance-slots.ts): with counting per instance, A and B would each allow the full limit.

setupFreshDatabase();
let instances: TwoInstances;
beforeAll(async () => {
  instances = await twoInstances();
});
afterAll(async () => {
  vi.useRealTimers();
  await instances?.close();
});

const bookOn = (instance: 'a' | 'b', user: TestUser) => instances[instance].run(() => send('GET', `${BASE}/1`, { user }));

/** Sends the learner's whole window, alternately on A and B, each answered with what remains of the one limit. */
async function fillWindowAlternately(user: TestUser): Promise<void> {
  for (let sent = 1; sent <= PRACTICE_LIMIT.requests; sent++) {
    const headers = await instances[sent % 2 ? 'a' : 'b'].run(() => countPracticeRequest(user.id));
    expect(headers['RateLimit-Remaining']).toBe(String(PRACTICE_LIMIT.requests - sent));
  }
}

describe('limits every instance shares, on PostgreSQL', () => {
  it("counts one learner's practice requests once over both instances: past the limit both answer 429, for that learner only", async () => {
    const ann = await instances.a.run(() => createLoggedInUser());
    const bob = await instances.a.run(() => createLoggedInUser());
    await fillWindowAlternately(ann);
    for (const instance of ['a', 'b'] as const) {
      const refused = await bookOn(instance, ann);
      expect(refused.status, instance).toBe(429);
      expect(refused.json).toMatchObject({ code: 'RATE_LIMITED' });
      expect(refused.headers.get('ratelimit-remaining')).toBe('0');
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    }
    const other = await bookOn('b', bob);
    expect(other.status).toBe(200);
    expect(other.headers.get('ratelimit-remaining')).toBe(String(PRACTICE_LIMIT.requests - 1));
  });

  it('a 429 on A waited out with a success on B meets BKL-C18; both instances list it met, and A hears the wait ended', async () => {
    const cleo = await instances.a.run(() => createLoggedInUser());
    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'], now: start });
    await fillWindowAlternately(cleo);
    const refused = await bookOn('a', cleo);
    expect(refused.status).toBe(429);
    const until = start + Number(refused.headers.get('retry-after')) * 1000;
    // B hears of the wait over the peer channel (a state to wait for, not a time).
    await expect.poll(() => instances.b.run(async () => refusalWaitOf(cleo.id))).toBe(until);

    vi.setSystemTime(until);
    expect((await bookOn('b', cleo)).status).toBe(200);
    expect(await instances.b.run(() => metIds(cleo))).toContain('BKL-C18');
    expect(await instances.a.run(() => metIds(cleo))).toContain('BKL-C18');
    await expect.poll(() => instances.a.run(async () => refusalWaitOf(cleo.id))).toBeUndefined();
  });
});

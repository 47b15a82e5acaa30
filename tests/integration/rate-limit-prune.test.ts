import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { POST as login } from '@/app/api/auth/login/route';
import { rateLimits } from '@/lib/db/schema';
import { call } from '../helpers/http';
import { setupFreshDatabase } from '../helpers/test-db';

// A file of its own: each test file is a fresh server process, and pruning runs on the first counted
// request of a process and then at most once a minute.
const getDb = setupFreshDatabase();

it('the requests themselves prune counters left behind long ago, without any timer', async () => {
  const db = getDb();
  await db.insert(rateLimits).values({ key: 'login-ip:198.51.100.250', count: 7, windowStart: Date.now() - 3 * 24 * 3600 * 1000 });
  const attempt = await call(login, { body: { email: 'nobody@example.com', password: 'wrong-pass' }, ip: '203.0.113.123' });
  expect(attempt.status).toBe(401);
  expect(await db.select().from(rateLimits).where(eq(rateLimits.key, 'login-ip:198.51.100.250'))).toEqual([]);
  expect((await db.select().from(rateLimits)).length).toBeGreaterThan(0);
});

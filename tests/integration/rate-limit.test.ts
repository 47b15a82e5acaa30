import { like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { POST as login } from '@/app/api/auth/login/route';
import { rateLimits } from '@/lib/db/schema';
import { peekRateLimit, pruneExpiredRateLimits, RATE_RULES } from '@/lib/security/rate-limit';
import { loginDelayMs } from '@/lib/security/login-throttle';
import { createUserWithPassword } from '../helpers/users';
import { call } from '../helpers/http';
import { prefillRateWindow } from '../helpers/rate-window';
import { setupFreshDatabase } from '../helpers/test-db';

const getDb = setupFreshDatabase();

async function account(email: string, password = 'Right-pass-1') {
  await createUserWithPassword(getDb(), { email, username: 'Target', password, emailVerified: true });
  return { email, password };
}

const tryLogin = (email: string, password: string, ip: string, headers?: Record<string, string>) =>
  call(login, { body: { email, password }, ip, headers });

describe('login: nobody can lock another person out', () => {
  it('wrong passwords for X from many other addresses never stop X logging in with the right one', async () => {
    const x = await account('target@example.com');
    for (let i = 0; i < RATE_RULES.loginFailuresPerAccount.max + 3; i++) {
      expect((await tryLogin(x.email, 'wrong-pass', `192.0.2.${i + 1}`)).status).toBe(401);
    }
    const owner = await tryLogin(x.email, x.password, '192.0.2.200');
    expect(owner.status).toBe(200);
    expect(owner.json.email).toBe(x.email);
  });

  it('the admin cannot be locked out by six requests from one stranger either', async () => {
    const admin = await createUserWithPassword(getDb(), {
      email: 'boss@example.com',
      username: 'The Admin',
      password: 'Admin-pass-1',
      role: 'admin',
      emailVerified: true,
    });
    for (let i = 0; i < 6; i++) await tryLogin(admin.email, 'guess-' + i, '198.51.100.66');
    expect((await tryLogin(admin.email, 'Admin-pass-1', '198.51.100.67')).status).toBe(200);
  });
});

async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; result: T }> {
  const start = performance.now();
  const result = await work();
  return { ms: performance.now() - start, result };
}

describe('login: an attack does not slow the owner', () => {
  it('after 6 wrong passwords and 40 guesses from 40 addresses, the right password answers at once, without the 8 s back-off', async () => {
    const x = await account('busy-owner@example.com');
    const idle: number[] = [];
    for (let i = 0; i < 3; i++) {
      const { ms, result } = await timed(() => tryLogin(x.email, x.password, `198.18.7.${i + 1}`));
      expect(result.status).toBe(200);
      idle.push(ms);
    }
    // The 46 failures are counted directly (sent one by one they would each wait for the back-off), then
    // as many more guesses as an account under attack lets check at once (GUESSES_IN_FLIGHT_PER_ACCOUNT) are really
    // sent from other addresses and are still waiting for their answer while the owner logs in (their hash checks
    // are over, so they take no CPU from the owner's, and their places in flight are free again).
    await prefillRateWindow(RATE_RULES.loginFailuresPerAccount, x.email, 46);
    const guesses = Promise.all([1, 2].map((i) => tryLogin(x.email, `guess-${i}`, `198.18.8.${i}`)));
    while ((await peekRateLimit(RATE_RULES.loginFailuresPerAccount, x.email)).count < 48) await new Promise((r) => setTimeout(r, 20));
    const owner = await timed(() => tryLogin(x.email, x.password, '198.18.7.200'));
    expect(owner.result.status).toBe(200);
    // The back-off at 48 failures is 8 s, and the old code slept it before checking the password (8.1 s). A right
    // password now costs a login's own work (idle logins here: about 0.1–1 s, by the machine's load); the bound is
    // what holds on any machine, however loaded, and still fails the old code by seconds.
    const backOff = loginDelayMs(48);
    expect(backOff).toBeGreaterThanOrEqual(8_000);
    expect(owner.ms).toBeLessThan(backOff / 2);
    expect(owner.ms).toBeLessThan(Math.max(...idle) + backOff / 4);
    expect((await guesses).map((g) => g.status)).toEqual([401, 401]);
  });

  it('wrong passwords past the free ones are still slowed: the failure answer waits', async () => {
    const x = await account('still-slow@example.com');
    const free = RATE_RULES.loginFailuresPerAccount.max;
    await prefillRateWindow(RATE_RULES.loginFailuresPerAccount, x.email, free + 1);
    const wrong = await timed(() => tryLogin(x.email, 'wrong-pass', '198.18.9.1'));
    expect(wrong.result.status).toBe(401);
    expect(wrong.ms).toBeGreaterThanOrEqual(loginDelayMs(free + 1) - 5);
  });
});

describe('login: brute force stays slowed', () => {
  it('an address that sent 5 wrong passwords for one account waits (429 + Retry-After), even with the right one', async () => {
    const x = await account('pair@example.com');
    const max = RATE_RULES.loginFailuresPerAccountAndIp.max;
    for (let i = 0; i < max; i++) expect((await tryLogin(x.email, 'wrong-pass', '203.0.113.5')).status).toBe(401);
    const blocked = await tryLogin(x.email, x.password, '203.0.113.5');
    expect(blocked.status).toBe(429);
    expect(blocked.json.message).toMatch(/too many requests/i);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    // The same address may still log in to other accounts; the owner elsewhere is not affected.
    const other = await account('neighbour@example.com');
    expect((await tryLogin(other.email, other.password, '203.0.113.5')).status).toBe(200);
    expect((await tryLogin(x.email, x.password, '203.0.113.6')).status).toBe(200);
  });

  it('a few typos then the right password: the pair counter is forgiven', async () => {
    const x = await account('typo@example.com');
    const max = RATE_RULES.loginFailuresPerAccountAndIp.max;
    for (let i = 0; i < max - 1; i++) await tryLogin(x.email, 'wrong-pass', '203.0.113.9');
    expect((await tryLogin(x.email, x.password, '203.0.113.9')).status).toBe(200);
    for (let i = 0; i < max - 1; i++) await tryLogin(x.email, 'wrong-pass', '203.0.113.9');
    expect((await tryLogin(x.email, x.password, '203.0.113.9')).status).toBe(200);
  });

  it('limits wrong passwords from one address over many accounts; a rotated X-Forwarded-For does not escape', async () => {
    const ip = '203.0.113.77';
    const max = RATE_RULES.loginFailuresPerIp.max;
    await prefillRateWindow(RATE_RULES.loginFailuresPerIp, ip, max - 2);
    for (let i = 0; i < 2; i++) {
      const attempt = await tryLogin(`someone${i}@example.com`, 'wrong-pass', ip, { 'x-forwarded-for': `10.0.0.${i}` });
      expect(attempt.status).toBe(401);
    }
    const blocked = await tryLogin('fresh@example.com', 'wrong-pass', ip, { 'x-forwarded-for': '10.9.9.9' });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await tryLogin('fresh@example.com', 'wrong-pass', '203.0.113.78')).status).toBe(401);
  });

  it('caps any login flood from one address', async () => {
    const ip = '203.0.113.99';
    const x = await account('flood@example.com');
    await prefillRateWindow(RATE_RULES.loginPerIp, ip, RATE_RULES.loginPerIp.max);
    const blocked = await tryLogin(x.email, x.password, ip);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('rate_limits table', () => {
  it('drops counters whose window closed long ago and keeps live ones', async () => {
    const db = getDb();
    const now = Date.now();
    // Two days: older than the longest window (a day, codeFailuresPerAccount).
    const dayAgo = now - 2 * 24 * 60 * 60 * 1000;
    await db.insert(rateLimits).values([
      { key: 'prune-test:old-1', count: 3, windowStart: dayAgo },
      { key: 'prune-test:old-2', count: 1, windowStart: dayAgo - 5000 },
      { key: 'prune-test:live', count: 2, windowStart: now - 60_000 },
    ]);
    expect(await pruneExpiredRateLimits(now)).toBeGreaterThanOrEqual(2);
    const left = await db.select({ key: rateLimits.key }).from(rateLimits).where(like(rateLimits.key, 'prune-test:%'));
    expect(left.map((row) => row.key)).toEqual(['prune-test:live']);
  });

});

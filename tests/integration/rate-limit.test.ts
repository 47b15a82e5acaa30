import { describe, expect, it } from 'vitest';
import { POST as login } from '@/app/api/auth/login/route';
import { RATE_RULES } from '@/lib/security/rate-limit';
import { createUserWithPassword } from '@/lib/users/create-user';
import { call } from '../helpers/http';
import { setupFreshDatabase } from '../helpers/test-db';

const getDb = setupFreshDatabase();

describe('login rate limits', () => {
  it('locks one account after repeated wrong passwords, even from many IPs', async () => {
    await createUserWithPassword(getDb(), { email: 'target@example.com', username: 'Target', password: 'Right-pass-1' });
    const max = RATE_RULES.loginPerAccount.max;
    for (let i = 0; i < max; i++) {
      const attempt = await call(login, { body: { email: 'target@example.com', password: 'wrong-pass' }, ip: `192.0.2.${i + 1}` });
      expect(attempt.status).toBe(401);
    }
    const blocked = await call(login, { body: { email: 'target@example.com', password: 'Right-pass-1' }, ip: '192.0.2.200' });
    expect(blocked.status).toBe(429);
    expect(blocked.json.message).toMatch(/too many requests/i);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('limits one IP across many accounts, and a rotated X-Forwarded-For does not escape', async () => {
    const max = RATE_RULES.loginPerIp.max;
    for (let i = 0; i < max; i++) {
      const attempt = await call(login, {
        body: { email: `someone${i}@example.com`, password: 'wrong-pass' },
        ip: '203.0.113.77',
        headers: { 'x-forwarded-for': `10.0.0.${i}` },
      });
      expect(attempt.status).toBe(401);
    }
    const blocked = await call(login, {
      body: { email: 'fresh@example.com', password: 'wrong-pass' },
      ip: '203.0.113.77',
      headers: { 'x-forwarded-for': '10.9.9.9' },
    });
    expect(blocked.status).toBe(429);
    const otherIp = await call(login, { body: { email: 'fresh@example.com', password: 'wrong-pass' }, ip: '203.0.113.78' });
    expect(otherIp.status).toBe(401);
  });
});

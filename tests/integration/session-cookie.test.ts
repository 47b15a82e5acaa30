import { afterEach, describe, expect, it } from 'vitest';
import { POST as login } from '@/app/api/auth/login/route';
import { resetEnvCache } from '@/lib/env';
import { createUserWithPassword } from '../helpers/users';
import { call } from '../helpers/http';
import { setupFreshDatabase } from '../helpers/test-db';

const getDb = setupFreshDatabase();

afterEach(() => {
  delete process.env.COOKIE_SECURE;
  Object.assign(process.env, { NODE_ENV: 'test' });
  resetEnvCache();
});

describe('session cookie in production', () => {
  it('is Secure, httpOnly and SameSite=Lax when NODE_ENV is production', async () => {
    await createUserWithPassword(getDb(), { email: 'prod@example.com', username: 'Prod User', password: 'Prod-pass-11' });
    Object.assign(process.env, { NODE_ENV: 'production' });
    resetEnvCache();
    const result = await call(login, { body: { email: 'prod@example.com', password: 'Prod-pass-11' } });
    expect(result.status).toBe(200);
    const cookie = result.cookies.find((c) => c.includes('session_token'))!;
    expect(cookie).toMatch(/^__Secure-/);
    expect(cookie).toMatch(/; Secure/i);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
  });
});

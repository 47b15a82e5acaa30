import crypto from 'node:crypto';
import { POST as login } from '@/app/api/auth/login/route';
import { getDb } from '@/lib/db/client';
import { createUserWithPassword, type NewUser } from '@/lib/users/create-user';
import { call, cookieHeader } from './http';

export interface TestUser {
  id: string;
  email: string;
  password: string;
  cookie: string;
  token: string;
}

/** Creates a user directly in the database and logs in through the real login route. */
export async function createLoggedInUser(overrides: Partial<NewUser> = {}): Promise<TestUser> {
  const email = overrides.email ?? `user-${crypto.randomBytes(4).toString('hex')}@example.com`;
  const password = overrides.password ?? 'Sunflower-42';
  const user = await createUserWithPassword(await getDb(), {
    username: 'Test User',
    emailVerified: true,
    ...overrides,
    email,
    password,
  });
  const result = await call(login, { body: { email, password }, ip: `198.51.100.${Math.floor(Math.random() * 250)}` });
  if (result.status !== 200) throw new Error(`login failed for test user: ${result.status} ${JSON.stringify(result.json)}`);
  return { id: user.id, email, password, cookie: cookieHeader(result.cookies), token: result.json.token };
}

import crypto from 'node:crypto';
import { POST as login } from '@/app/api/auth/login/route';
import { getDb } from '@/lib/db/client';
import { hashPassword } from 'better-auth/crypto';
import type { Db } from '@/lib/db/types';
import { insertCredentialUser, type NewUserFields } from '@/lib/users/create-user';
import { call, cookieHeader } from './http';

export interface TestUser {
  id: string;
  email: string;
  password: string;
  cookie: string;
  token: string;
}

export interface NewUser extends NewUserFields {
  password: string;
}

// scrypt takes 0.1–0.2 s a call on CI's machine, and the suite creates hundreds of users, most with the same
// password: each password is hashed once per test file. Every stored hash is still a real better-auth hash,
// checked by the real login route.
const hashes = new Map<string, Promise<string>>();
function hashOnce(password: string): Promise<string> {
  if (!hashes.has(password)) hashes.set(password, hashPassword(password));
  return hashes.get(password)!;
}

/** Creates a user with a password login (better-auth's 'credential' account) in one transaction. */
export async function createUserWithPassword(db: Db, input: NewUser) {
  const { password, ...fields } = input;
  const passwordHash = await hashOnce(password);
  return db.transaction((tx) => insertCredentialUser(tx as unknown as Parameters<typeof insertCredentialUser>[0], fields, passwordHash));
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

import crypto from 'node:crypto';
import { getAuth } from '@/lib/auth/auth';
import { getDb } from '@/lib/db/client';
import { hashPassword } from 'better-auth/crypto';
import type { Db } from '@/lib/db/types';
import { insertCredentialUser, type NewUserFields } from '@/lib/users/create-user';

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

/**
 * Creates a user directly in the database and gives them a session as better-auth's sign-in does (its own
 * createSession, and the signed cookie it sets), without checking the password: the real login route costs a scrypt
 * verification (0.1–0.3 s on CI's machine) per user, and hundreds of test users are not what those tests are about.
 * The login route itself is tested with real passwords (tests/integration/auth*.test.ts, classroom.test.ts).
 */
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
  const { cookie, token } = await startSession(user.id);
  return { id: user.id, email, password, cookie, token };
}

/** A new session of the user: its bearer token, and the Cookie header a browser would send after signing in. */
export async function startSession(userId: string): Promise<{ cookie: string; token: string }> {
  const context = await (await getAuth()).$context;
  const session = await context.internalAdapter.createSession(userId);
  // better-auth signs its session cookie as `token.base64(HMAC-SHA256(secret, token))`, URI-encoded.
  const signature = crypto.createHmac('sha256', context.secret).update(session.token).digest('base64');
  return { cookie: `${context.authCookies.sessionToken.name}=${encodeURIComponent(`${session.token}.${signature}`)}`, token: session.token };
}

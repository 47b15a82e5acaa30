import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { POST as changePassword } from '@/app/api/auth/change-password/[id]/route';
import { POST as confirmEmail } from '@/app/api/auth/confirm-email/route';
import { POST as forgot } from '@/app/api/auth/forgot-password/route';
import { POST as login } from '@/app/api/auth/login/route';
import { POST as logout } from '@/app/api/auth/logout/route';
import { GET as me } from '@/app/api/auth/me/route';
import { POST as resetPassword } from '@/app/api/auth/reset-password/route';
import { POST as adminSetPassword } from '@/app/api/users/[userId]/password/route';
import { DELETE as deleteUser } from '@/app/api/users/[userId]/route';
import { PUT as updateProfile } from '@/app/api/users/update-profile/[id]/route';
import { getAuth } from '@/lib/auth/auth';
import { enableCaching } from '@/lib/cache/tags';
import { sessions } from '@/lib/db/schema';
import { call, cookieHeader } from '../helpers/http';
import { setupSmtpSink } from '../helpers/mail';
import { cardBody, payAs } from '../helpers/payment-calls';
import { setupFreshDatabase } from '../helpers/test-db';
import { createLoggedInUser, type TestUser } from '../helpers/users';

// Sessions are answered from memory once checked (lib/auth/session-cache.ts), as in the running server. Each
// test below first has the session checked (so it is in memory), then ends it the way a user or an admin
// would, and asks again at once: the answer must be 401. A cache that was not dropped answers 200 and fails it.

const getDb = setupFreshDatabase();
const sink = setupSmtpSink();
beforeAll(() => enableCaching());
afterEach(() => vi.useRealTimers());

let ipSeq = 0;
const ip = () => `198.51.100.${(ipSeq++ % 250) + 1}`;
const status = async (cookie: string) => (await call(me, { cookie })).status;
const identity = async (cookie: string) => (await call(me, { cookie })).json;

/** The user logged in once more, as from another device; that session checked once too. */
async function anotherDevice(user: TestUser): Promise<string> {
  const cookie = cookieHeader((await call(login, { body: { email: user.email, password: user.password }, ip: ip() })).cookies);
  expect(await status(cookie)).toBe(200);
  return cookie;
}

/** A logged-in user whose session has been checked once (so it is now served from memory). */
async function checkedUser(overrides: Parameters<typeof createLoggedInUser>[0] = {}): Promise<TestUser> {
  const user = await createLoggedInUser(overrides);
  expect(await status(user.cookie)).toBe(200);
  return user;
}

describe('a checked session is answered from memory', () => {
  it('until its row is gone and the app was told: a row deleted behind its back still answers, for at most a minute', async () => {
    // This is what makes every test below meaningful: without the cache, they would pass on any code.
    const user = await checkedUser();
    await getDb().delete(sessions).where(eq(sessions.userId, user.id));
    expect(await status(user.cookie)).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 61_000 });
    expect(await status(user.cookie)).toBe(401);
  });

  it('by the exact credentials: a tampered cookie is checked against the database and refused', async () => {
    const user = await checkedUser();
    expect(await status(user.cookie.replace(/.(;|$)/, 'x$1'))).toBe(401);
    expect(await status(user.cookie)).toBe(200);
  });
});

describe('every way a session ends takes effect on the next request', () => {
  it('logout', async () => {
    const user = await checkedUser();
    expect((await call(logout, { method: 'POST', cookie: user.cookie })).status).toBe(200);
    expect(await status(user.cookie)).toBe(401);
  });

  it('a password change ends every session of the user, the other devices too', async () => {
    const user = await checkedUser();
    const phone = await anotherDevice(user);
    const someoneElse = await checkedUser();
    const changed = await call(changePassword, {
      cookie: user.cookie,
      params: { id: user.id },
      body: { currentPassword: user.password, newPassword: 'Brand-new-pass-9', confirmPassword: 'Brand-new-pass-9' },
      ip: ip(),
    });
    expect(changed.status).toBe(200);
    expect(await status(user.cookie)).toBe(401);
    expect(await status(phone)).toBe(401);
    expect(await status(someoneElse.cookie)).toBe(200);
  });

  it('a password reset by e-mailed code', async () => {
    const user = await checkedUser();
    const phone = await anotherDevice(user);
    const since = sink().messages.length;
    expect((await call(forgot, { body: { email: user.email }, ip: ip() })).status).toBe(200);
    const { code } = await sink().waitFor(user.email, { since });
    const reset = await call(resetPassword, { body: { email: user.email, code, password: 'Brand-new-pass-9' }, ip: ip() });
    expect(reset.status).toBe(200);
    expect(await status(user.cookie)).toBe(401);
    expect(await status(phone)).toBe(401);
  });

  it("an e-mail change ends the user's other sessions when the new address is confirmed", async () => {
    const user = await checkedUser();
    const target = `moved-${user.email}`;
    const since = sink().messages.length;
    const requested = await call(updateProfile, {
      method: 'PUT',
      cookie: user.cookie,
      params: { id: user.id },
      body: { username: 'Moving Student', email: target, currentPassword: user.password },
    });
    expect(requested.status).toBe(200);
    // A second device, checked before the change is confirmed.
    const other = await anotherDevice(user);
    const { code } = await sink().waitFor(target, { since });
    expect((await call(confirmEmail, { cookie: user.cookie, body: { email: target, code } })).status).toBe(200);
    expect(await status(other)).toBe(401);
    expect((await identity(user.cookie)).email).toBe(target);
  });

  it('an admin deleting the user', async () => {
    const admin = await createLoggedInUser({ role: 'admin' });
    const user = await checkedUser();
    expect((await call(deleteUser, { method: 'DELETE', cookie: admin.cookie, params: { userId: user.id } })).status).toBe(200);
    expect(await status(user.cookie)).toBe(401);
  });

  it('an admin setting a new password for the user', async () => {
    const admin = await createLoggedInUser({ role: 'admin' });
    const user = await checkedUser();
    const set = await call(adminSetPassword, { cookie: admin.cookie, params: { userId: user.id }, body: { newPassword: 'Admin-set-pass-7' } });
    expect(set.status).toBe(200);
    expect(await status(user.cookie)).toBe(401);
  });

  it('a ban (better-auth writes it; its database hook tells the cache)', async () => {
    const user = await checkedUser();
    // The admin plugin's ban endpoint writes through this adapter call, which runs the database hooks.
    const context = await (await getAuth()).$context;
    await context.internalAdapter.updateUser(user.id, { banned: true });
    expect(await status(user.cookie)).toBe(401);
  });

  it('expiry: a session is refused from the moment it expires, even while remembered', async () => {
    const user = await checkedUser();
    const [row] = await getDb().select({ expiresAt: sessions.expiresAt }).from(sessions).where(eq(sessions.userId, user.id));
    vi.useFakeTimers({ toFake: ['Date'], now: row.expiresAt.getTime() + 1 });
    expect(await status(user.cookie)).toBe(401);
  });
});

describe("a change to the user's account shows on the next request", () => {
  it('a payment: the identity says paid at once, without a new login', async () => {
    const student = await checkedUser({ payStatus: 'no' });
    expect((await identity(student.cookie)).payment).toBe('no');
    expect((await payAs(student, cardBody(student))).status).toBe(200);
    expect((await identity(student.cookie)).payment).toBe('yes');
  });

  it('a new username', async () => {
    const user = await checkedUser({ username: 'Before Rename' });
    const renamed = await call(updateProfile, {
      method: 'PUT',
      cookie: user.cookie,
      params: { id: user.id },
      body: { username: 'After Rename', email: user.email },
    });
    expect(renamed.status).toBe(200);
    expect((await identity(user.cookie)).username).toBe('After Rename');
  });
});

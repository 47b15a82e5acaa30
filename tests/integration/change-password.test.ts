import { describe, expect, it } from 'vitest';
import { POST as changePassword } from '@/app/api/auth/change-password/[id]/route';
import { POST as login } from '@/app/api/auth/login/route';
import { GET as me } from '@/app/api/auth/me/route';
import { MSG } from '@/lib/messages';
import { call } from '../helpers/http';
import { setupFreshDatabase } from '../helpers/test-db';
import { createLoggedInUser } from '../helpers/users';

setupFreshDatabase();

describe('POST /api/auth/change-password/{id}', () => {
  it('changes the password and logs out every session of the user', async () => {
    const user = await createLoggedInUser();
    const secondDevice = await call(login, { body: { email: user.email, password: user.password } });
    const result = await call(changePassword, {
      cookie: user.cookie,
      params: { id: user.id },
      body: { currentPassword: user.password, newPassword: 'Fresh-secret-88' },
    });
    expect(result.status).toBe(200);
    expect(result.cookies.some((c) => /session_token=;|Max-Age=0/i.test(c))).toBe(true);
    expect((await call(me, { cookie: user.cookie })).status).toBe(401);
    expect((await call(me, { bearer: secondDevice.json.token })).status).toBe(401);
    expect((await call(login, { body: { email: user.email, password: user.password } })).status).toBe(401);
    expect((await call(login, { body: { email: user.email, password: 'Fresh-secret-88' } })).status).toBe(200);
  });

  it('refuses a wrong current password and keeps the session', async () => {
    const user = await createLoggedInUser();
    const result = await call(changePassword, {
      cookie: user.cookie,
      params: { id: user.id },
      body: { currentPassword: 'not-my-password', newPassword: 'Fresh-secret-88' },
    });
    expect(result.status).toBe(400);
    expect(result.json.message).toBe('Your current password is not correct.');
    expect((await call(me, { cookie: user.cookie })).status).toBe(200);
  });

  it('uses the spec message when either password is shorter than 5', async () => {
    const user = await createLoggedInUser();
    const result = await call(changePassword, { cookie: user.cookie, params: { id: user.id }, body: { currentPassword: 'abc', newPassword: '' } });
    expect(result.status).toBe(400);
    expect(result.json.message).toBe(MSG.passwordChange);
  });

  it('refuses another user’s id (403) and anonymous callers (401)', async () => {
    const a = await createLoggedInUser();
    const b = await createLoggedInUser();
    const body = { currentPassword: b.password, newPassword: 'Fresh-secret-88' };
    expect((await call(changePassword, { cookie: a.cookie, params: { id: b.id }, body })).status).toBe(403);
    expect((await call(changePassword, { params: { id: b.id }, body })).status).toBe(401);
  });
});

import { describe, expect, it } from 'vitest';
import { POST as changePassword } from '@/app/api/auth/change-password/[id]/route';
import { POST as forgot } from '@/app/api/auth/forgot-password/route';
import { POST as resetPassword } from '@/app/api/auth/reset-password/route';
import { POST as setPassword } from '@/app/api/users/[userId]/password/route';
import { POST as createStudent } from '@/app/api/users/route';
import { MSG } from '@/lib/messages';
import { call } from '../helpers/http';
import { setupSmtpSink } from '../helpers/mail';
import { setupFreshDatabase } from '../helpers/test-db';
import { createLoggedInUser } from '../helpers/users';

// One password policy wherever a password is chosen: registration refused 'password' as too common,
// change-password accepted it.
setupFreshDatabase();
const sink = setupSmtpSink();
const COMMON = 'password';

describe('one password policy everywhere a password is chosen', () => {
  it('change password refuses a common new password', async () => {
    const user = await createLoggedInUser();
    const result = await call(changePassword, {
      cookie: user.cookie,
      params: { id: user.id },
      body: { currentPassword: user.password, newPassword: COMMON },
    });
    expect(result.status).toBe(400);
    expect(result.json.errors).toEqual({ newPassword: MSG.passwordCommon });
  });

  it('reset password refuses a common password', async () => {
    const user = await createLoggedInUser();
    const since = sink().messages.length;
    expect((await call(forgot, { body: { email: user.email }, ip: '198.21.0.1' })).status).toBe(200);
    const mail = await sink().waitFor(user.email, { since });
    const result = await call(resetPassword, { body: { email: user.email, code: mail.code, password: COMMON }, ip: '198.21.0.2' });
    expect(result.status).toBe(400);
    expect(result.json.errors).toEqual({ password: MSG.passwordCommon });
  });

  it('admin set-password and admin create refuse a common password', async () => {
    const admin = await createLoggedInUser({ role: 'admin' });
    const student = await createLoggedInUser();
    const set = await call(setPassword, { cookie: admin.cookie, params: { userId: student.id }, body: { newPassword: COMMON } });
    expect(set.status).toBe(400);
    expect(set.json.errors).toEqual({ newPassword: MSG.passwordCommon });
    const created = await call(createStudent, {
      cookie: admin.cookie,
      body: { username: 'New Student', email: 'new-student@example.com', password: COMMON },
    });
    expect(created.status).toBe(400);
    expect(created.json.errors).toEqual({ password: MSG.passwordCommon });
  });
});

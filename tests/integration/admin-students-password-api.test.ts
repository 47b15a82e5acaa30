import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { POST as confirmEmail } from '@/app/api/auth/confirm-email/route';
import { POST as login } from '@/app/api/auth/login/route';
import { GET as listReviews } from '@/app/api/reviews/route';
import { POST as addReview } from '@/app/api/reviews/[userId]/route';
import { GET as listUsers, POST as createUser } from '@/app/api/users/route';
import { DELETE as deleteUser, GET as getUser } from '@/app/api/users/[userId]/route';
import { POST as setPassword } from '@/app/api/users/[userId]/password/route';
import { POST as resendCode } from '@/app/api/users/[userId]/resend-code/route';
import { POST as uploadProfile } from '@/app/api/users/upload-profile/[userId]/route';
import { accounts, courses, enrollments, reviews, sessions, users, verifications } from '@/lib/db/schema';
import { formWithFile, pngBytes } from '../helpers/files';
import { call } from '../helpers/http';
import { setupSmtpSink } from '../helpers/mail';
import { setupFreshDatabase } from '../helpers/test-db';
import { createLoggedInUser } from '../helpers/users';

const getDb = setupFreshDatabase();
const sink = setupSmtpSink();
const profileDir = () => path.join(process.env.UPLOADS_DIR!, 'profile');
const freshIp = () => `192.0.2.${crypto.randomInt(1, 254)}`;
const uniqueEmail = (prefix = 'student') => `${prefix}-${crypto.randomBytes(4).toString('hex')}@example.com`;

async function loginAs(email: string, password: string) {
  return call(login, { body: { email, password }, ip: freshIp() });
}

describe('DELETE /api/users/{userId}', () => {
  it('deletes the student with their sessions, reviews, enrolments and photo file', async () => {
    const admin = await createLoggedInUser({ role: 'admin' });
    const student = await createLoggedInUser({ username: 'Leaving Student' });
    const [course] = await getDb().insert(courses).values({ name: 'Delete Course', title: 'Delete Course title', position: 9 }).returning();
    await getDb().insert(enrollments).values({ userId: student.id, courseId: course.id });
    const content = `Farewell review ${crypto.randomUUID()}`;
    expect((await call(addReview, { cookie: student.cookie, params: { userId: student.id }, body: { content } })).status).toBe(200);
    expect(JSON.stringify((await call(listReviews)).json)).toContain(content);
    const upload = await call(uploadProfile, {
      cookie: student.cookie,
      params: { userId: student.id },
      form: formWithFile('profile', pngBytes(), 'me.png', 'image/png'),
    });
    expect(upload.status).toBe(200);
    const photo = path.join(profileDir(), upload.json.profile);
    expect(fs.existsSync(photo)).toBe(true);

    const result = await call(deleteUser, { method: 'DELETE', cookie: admin.cookie, params: { userId: student.id } });
    expect(result.status).toBe(200);
    expect(result.json).toEqual({ success: true });

    expect((await call(getUser, { cookie: student.cookie, params: { userId: student.id } })).status).toBe(401);
    expect(await getDb().select().from(sessions).where(eq(sessions.userId, student.id))).toHaveLength(0);
    expect(await getDb().select().from(reviews).where(eq(reviews.userId, student.id))).toHaveLength(0);
    expect(await getDb().select().from(enrollments).where(eq(enrollments.userId, student.id))).toHaveLength(0);
    expect(await getDb().select().from(accounts).where(eq(accounts.userId, student.id))).toHaveLength(0);
    expect(JSON.stringify((await call(listReviews)).json)).not.toContain(content);
    expect(fs.existsSync(photo)).toBe(false);
    expect((await call(getUser, { cookie: admin.cookie, params: { userId: student.id } })).status).toBe(404);
    expect((await loginAs(student.email, student.password)).status).toBe(401);
    const list = await call(listUsers, { cookie: admin.cookie });
    expect((list.json as Array<{ id: string }>).some((u) => u.id === student.id)).toBe(false);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    const admin = await createLoggedInUser({ role: 'admin' });
    expect((await call(deleteUser, { method: 'DELETE', cookie: admin.cookie, params: { userId: 'no-such-user' } })).status).toBe(404);
    expect((await call(deleteUser, { method: 'DELETE', cookie: admin.cookie, params: { userId: '../etc' } })).status).toBe(404);
  });

  it('refuses deleting yourself (409) or another admin (403)', async () => {
    const admin = await createLoggedInUser({ role: 'admin' });
    const other = await createLoggedInUser({ role: 'admin' });
    const self = await call(deleteUser, { method: 'DELETE', cookie: admin.cookie, params: { userId: admin.id } });
    expect(self.status).toBe(409);
    expect(self.json.message).toMatch(/your own account/);
    const otherAdmin = await call(deleteUser, { method: 'DELETE', cookie: admin.cookie, params: { userId: other.id } });
    expect(otherAdmin.status).toBe(403);
    expect(otherAdmin.json.message).toMatch(/admin/i);
    expect(await getDb().select().from(users).where(eq(users.id, other.id))).toHaveLength(1);
    expect((await call(getUser, { cookie: admin.cookie, params: { userId: admin.id } })).status).toBe(200);
  });

  it('is admin-only: 403 for a student (even themselves), 401 anonymous', async () => {
    const student = await createLoggedInUser();
    const victim = await createLoggedInUser();
    expect((await call(deleteUser, { method: 'DELETE', cookie: student.cookie, params: { userId: victim.id } })).status).toBe(403);
    expect((await call(deleteUser, { method: 'DELETE', cookie: student.cookie, params: { userId: student.id } })).status).toBe(403);
    expect((await call(deleteUser, { method: 'DELETE', params: { userId: victim.id } })).status).toBe(401);
    expect(await getDb().select().from(users).where(eq(users.id, victim.id))).toHaveLength(1);
  });
});

describe('POST /api/users/{userId}/password', () => {
  it('sets a new password, ends the student\'s sessions, and only the new password works', async () => {
    const admin = await createLoggedInUser({ role: 'admin' });
    const student = await createLoggedInUser();
    const result = await call(setPassword, {
      cookie: admin.cookie,
      params: { userId: student.id },
      body: { newPassword: 'Fresh-Start-2026' },
    });
    expect(result.status).toBe(200);
    expect(result.json.success).toBe(true);
    expect((await call(getUser, { cookie: student.cookie, params: { userId: student.id } })).status).toBe(401);
    expect(await getDb().select().from(sessions).where(eq(sessions.userId, student.id))).toHaveLength(0);
    expect((await loginAs(student.email, student.password)).status).toBe(401);
    const fresh = await loginAs(student.email, 'Fresh-Start-2026');
    expect(fresh.status).toBe(200);
    expect(fresh.json.userId).toBe(student.id);
    // The admin's own session is untouched.
    expect((await call(listUsers, { cookie: admin.cookie })).status).toBe(200);
  });

  it.each([
    ['missing', {}],
    ['too short', { newPassword: 'abc' }],
    ['too common', { newPassword: '123456' }],
    ['too long', { newPassword: 'x'.repeat(200) }],
  ])('refuses a %s password (400)', async (_name, body) => {
    const admin = await createLoggedInUser({ role: 'admin' });
    const student = await createLoggedInUser();
    const result = await call(setPassword, { cookie: admin.cookie, params: { userId: student.id }, body });
    expect(result.status).toBe(400);
    expect(result.json.errors).toHaveProperty('newPassword');
    expect((await call(getUser, { cookie: student.cookie, params: { userId: student.id } })).status).toBe(200);
  });

  it('answers 404 for an unknown user and 403 for an admin account', async () => {
    const admin = await createLoggedInUser({ role: 'admin' });
    const other = await createLoggedInUser({ role: 'admin' });
    const body = { newPassword: 'Fresh-Start-2026' };
    expect((await call(setPassword, { cookie: admin.cookie, params: { userId: 'no-such-user' }, body })).status).toBe(404);
    expect((await call(setPassword, { cookie: admin.cookie, params: { userId: other.id }, body })).status).toBe(403);
    expect((await loginAs(other.email, other.password)).status).toBe(200);
  });

  it('is admin-only: 403 for a student, 401 anonymous', async () => {
    const student = await createLoggedInUser();
    const victim = await createLoggedInUser();
    const body = { newPassword: 'Fresh-Start-2026' };
    expect((await call(setPassword, { cookie: student.cookie, params: { userId: victim.id }, body })).status).toBe(403);
    expect((await call(setPassword, { params: { userId: victim.id }, body })).status).toBe(401);
    expect((await loginAs(victim.email, victim.password)).status).toBe(200);
  });
});

describe('POST /api/users/{userId}/resend-code', () => {
  it('e-mails a new code to an unverified student; the older code stops working', async () => {
    const admin = await createLoggedInUser({ role: 'admin' });
    const email = uniqueEmail();
    const before = sink().messages.length;
    const created = await call(createUser, {
      cookie: admin.cookie,
      body: { username: 'Waiting Student', email, password: 'Lighthouse-77' },
    });
    const first = await sink().waitFor(email, { since: before });
    const since = sink().messages.length;
    const result = await call(resendCode, { method: 'POST', cookie: admin.cookie, params: { userId: created.json.user.id } });
    expect(result.status).toBe(200);
    expect(typeof result.json.message).toBe('string');
    expect(JSON.stringify(result.json)).not.toMatch(/\d{6}/);
    const second = await sink().waitFor(email, { since });
    expect(second.code).toMatch(/^\d{6}$/);
    const stored = await getDb().select().from(verifications).where(eq(verifications.identifier, `email-verification-otp-${email}`));
    expect(stored).toHaveLength(1);
    if (first.code !== second.code) {
      expect((await call(confirmEmail, { body: { email, code: first.code }, ip: freshIp() })).status).toBe(400);
    }
    const confirmed = await call(confirmEmail, { body: { email, code: second.code }, ip: freshIp() });
    expect(confirmed.status).toBe(200);
    const again = await call(resendCode, { method: 'POST', cookie: admin.cookie, params: { userId: created.json.user.id } });
    expect(again.status).toBe(409);
  });

  it('answers 409 for a verified student and 404 for an unknown one', async () => {
    const admin = await createLoggedInUser({ role: 'admin' });
    const verified = await createLoggedInUser();
    const result = await call(resendCode, { method: 'POST', cookie: admin.cookie, params: { userId: verified.id } });
    expect(result.status).toBe(409);
    expect(result.json.message).toMatch(/already verified/);
    expect((await call(resendCode, { method: 'POST', cookie: admin.cookie, params: { userId: 'no-such-user' } })).status).toBe(404);
  });

  it('is admin-only: 403 for a student, 401 anonymous', async () => {
    const student = await createLoggedInUser({ emailVerified: false });
    expect((await call(resendCode, { method: 'POST', cookie: student.cookie, params: { userId: student.id } })).status).toBe(403);
    expect((await call(resendCode, { method: 'POST', params: { userId: student.id } })).status).toBe(401);
  });
});

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
import { MSG } from '@/lib/messages';
import { insertCourses } from '../helpers/catalog';
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

describe('GET /api/users', () => {
  it('lists students newest first with their courses, never admins, hashes or codes', async () => {
    const admin = await createLoggedInUser({ role: 'admin' });
    const older = await createLoggedInUser({ username: 'Older Student' });
    const newer = await createLoggedInUser({ username: 'Newer Student', emailVerified: false, phone: '+15550001111' });
    await getDb().update(users).set({ createdAt: new Date(Date.now() - 60_000) }).where(eq(users.id, older.id));
    const [course] = await insertCourses(getDb());
    await getDb().insert(enrollments).values({ userId: newer.id, courseId: course.id });
    // A pending verification code exists for someone: it must never show up.
    const created = await call(createUser, {
      cookie: admin.cookie,
      body: { username: 'Pending Code', email: uniqueEmail(), password: 'Lighthouse-77' },
    });
    expect(created.status).toBe(201);

    const result = await call(listUsers, { cookie: admin.cookie });
    expect(result.status).toBe(200);
    const list = result.json as Array<Record<string, unknown>>;
    expect(list.every((u) => u.role === 'student')).toBe(true);
    expect(list.some((u) => u.id === admin.id)).toBe(false);
    const ids = list.map((u) => u.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    const newerRow = list.find((u) => u.id === newer.id);
    expect(newerRow).toMatchObject({
      username: 'Newer Student',
      email_verified: false,
      email_verification_code: null,
      phone: '+15550001111',
      courses: [course.name],
      pay_status: 'no',
    });
    expect(list.find((u) => u.id === older.id)).toMatchObject({ email_verification_code: 'verify', courses: [] });

    const text = JSON.stringify(result.json);
    expect(text).not.toMatch(/password|hash|token|scrypt/i);
    const storedHashes = await getDb().select({ password: accounts.password }).from(accounts);
    for (const { password } of storedHashes) if (password) expect(text).not.toContain(password);
    const storedCodes = await getDb().select({ value: verifications.value }).from(verifications);
    expect(storedCodes.length).toBeGreaterThan(0);
    for (const { value } of storedCodes) expect(text).not.toContain(value);
    for (const mail of sink().messages) if (mail.code) expect(text).not.toContain(mail.code);
  });

  it('is admin-only: 403 for a student, 401 anonymous', async () => {
    const student = await createLoggedInUser();
    expect((await call(listUsers, { cookie: student.cookie })).status).toBe(403);
    expect((await call(listUsers)).status).toBe(401);
  });
});

describe('POST /api/users', () => {
  it('creates an unverified student, e-mails a code, and the student can log in', async () => {
    const admin = await createLoggedInUser({ role: 'admin' });
    const email = uniqueEmail('Created');
    const since = sink().messages.length;
    const result = await call(createUser, {
      cookie: admin.cookie,
      body: { username: 'Grace Hopper', email, password: 'Compiler-1952', phone: '+15550002222' },
    });
    expect(result.status).toBe(201);
    expect(result.json).toMatchObject({ success: true, codeSent: true });
    expect(result.json.user).toMatchObject({
      username: 'Grace Hopper',
      email: email.toLowerCase(),
      role: 'student',
      email_verified: false,
      email_verification_code: null,
      phone: '+15550002222',
    });
    expect(result.json.user.student_id).toMatch(/^QA-/);
    expect(JSON.stringify(result.json)).not.toMatch(/Compiler-1952|hash/);

    const mail = await sink().waitFor(email.toLowerCase(), { since });
    expect(mail.code).toMatch(/^\d{6}$/);
    expect(JSON.stringify(result.json)).not.toContain(mail.code!);

    const loggedIn = await loginAs(email, 'Compiler-1952');
    expect(loggedIn.status).toBe(200);
    expect(loggedIn.json).toMatchObject({ userId: result.json.user.id, role: 'student' });
  });

  it('the phone is optional; an admin may upload the photo afterwards', async () => {
    const admin = await createLoggedInUser({ role: 'admin' });
    const result = await call(createUser, {
      cookie: admin.cookie,
      body: { username: 'No Phone Student', email: uniqueEmail(), password: 'Quiet-harbor-9' },
    });
    expect(result.status).toBe(201);
    expect(result.json.user.phone).toBeNull();
    const upload = await call(uploadProfile, {
      cookie: admin.cookie,
      params: { userId: result.json.user.id },
      form: formWithFile('profile', pngBytes(), 'me.png', 'image/png'),
    });
    expect(upload.status).toBe(200);
    const [row] = await getDb().select({ image: users.image }).from(users).where(eq(users.id, result.json.user.id));
    expect(row.image).toBe(upload.json.profile);
  });

  it('an empty phone box counts as no phone (the register form always sends the field)', async () => {
    const admin = await createLoggedInUser({ role: 'admin' });
    const result = await call(createUser, {
      cookie: admin.cookie,
      body: { username: 'Blank Phone', email: uniqueEmail(), password: 'Quiet-harbor-9', phone: '  ' },
    });
    expect(result.status).toBe(201);
    expect(result.json.user.phone).toBeNull();
  });

  it.each([
    ['username missing', { email: 'x@example.com', password: 'Lighthouse-77' }, 'username'],
    ['username too short', { username: 'abc', email: 'x@example.com', password: 'Lighthouse-77' }, 'username'],
    ['username with symbols', { username: 'Bad<Name>', email: 'x@example.com', password: 'Lighthouse-77' }, 'username'],
    ['e-mail missing', { username: 'Valid Name', password: 'Lighthouse-77' }, 'email'],
    ['e-mail malformed', { username: 'Valid Name', email: 'not-an-email', password: 'Lighthouse-77' }, 'email'],
    ['password missing', { username: 'Valid Name', email: 'x@example.com' }, 'password'],
    ['password too short', { username: 'Valid Name', email: 'x@example.com', password: 'abc' }, 'password'],
    ['password too common', { username: 'Valid Name', email: 'x@example.com', password: 'password' }, 'password'],
    ['phone with letters', { username: 'Valid Name', email: 'x@example.com', password: 'Lighthouse-77', phone: 'call-me-maybe' }, 'phone'],
    ['phone too short', { username: 'Valid Name', email: 'x@example.com', password: 'Lighthouse-77', phone: '123' }, 'phone'],
  ])('refuses %s (400 with the field message)', async (_name, body, field) => {
    const admin = await createLoggedInUser({ role: 'admin' });
    const result = await call(createUser, { cookie: admin.cookie, body });
    expect(result.status).toBe(400);
    expect(result.json.errors).toHaveProperty(field);
  });

  it('answers 400 for a body that is not JSON', async () => {
    const admin = await createLoggedInUser({ role: 'admin' });
    const result = await call(createUser, { cookie: admin.cookie, rawBody: '{oops' });
    expect(result.status).toBe(400);
  });

  it('answers 409 when the e-mail is taken (any letter case)', async () => {
    const admin = await createLoggedInUser({ role: 'admin' });
    const existing = await createLoggedInUser();
    const result = await call(createUser, {
      cookie: admin.cookie,
      body: { username: 'Copy Cat', email: existing.email.toUpperCase(), password: 'Lighthouse-77' },
    });
    expect(result.status).toBe(409);
    expect(result.json.message).toBe(MSG.alreadyRegistered);
  });

  it('is admin-only: 403 for a student, 401 anonymous, and nothing is created', async () => {
    const student = await createLoggedInUser();
    const email = uniqueEmail();
    const body = { username: 'Sneaky Student', email, password: 'Lighthouse-77' };
    expect((await call(createUser, { cookie: student.cookie, body })).status).toBe(403);
    expect((await call(createUser, { body })).status).toBe(401);
    expect(await getDb().select().from(users).where(eq(users.email, email))).toHaveLength(0);
  });
});

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
    const result = await call(resendCode, { cookie: admin.cookie, params: { userId: created.json.user.id } });
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
    const again = await call(resendCode, { cookie: admin.cookie, params: { userId: created.json.user.id } });
    expect(again.status).toBe(409);
  });

  it('answers 409 for a verified student and 404 for an unknown one', async () => {
    const admin = await createLoggedInUser({ role: 'admin' });
    const verified = await createLoggedInUser();
    const result = await call(resendCode, { cookie: admin.cookie, params: { userId: verified.id } });
    expect(result.status).toBe(409);
    expect(result.json.message).toMatch(/already verified/);
    expect((await call(resendCode, { cookie: admin.cookie, params: { userId: 'no-such-user' } })).status).toBe(404);
  });

  it('is admin-only: 403 for a student, 401 anonymous', async () => {
    const student = await createLoggedInUser({ emailVerified: false });
    expect((await call(resendCode, { cookie: student.cookie, params: { userId: student.id } })).status).toBe(403);
    expect((await call(resendCode, { params: { userId: student.id } })).status).toBe(401);
  });
});

import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { POST as login } from '@/app/api/auth/login/route';
import { GET as listUsers, POST as createUser } from '@/app/api/users/route';
import { POST as uploadProfile } from '@/app/api/users/upload-profile/[userId]/route';
import { accounts, enrollments, users, verifications } from '@/lib/db/schema';
import { MSG } from '@/lib/messages';
import { insertCourses } from '../helpers/catalog';
import { formWithFile, pngBytes } from '../helpers/files';
import { call } from '../helpers/http';
import { setupSmtpSink } from '../helpers/mail';
import { setupFreshDatabase } from '../helpers/test-db';
import { createLoggedInUser } from '../helpers/users';

const getDb = setupFreshDatabase();
const sink = setupSmtpSink();
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

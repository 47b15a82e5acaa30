import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST as register } from '@/app/api/auth/register/route';
import { GET as listCourses } from '@/app/api/courses/route';
import { POST as login } from '@/app/api/auth/login/route';
import { enrollments, users, verifications } from '@/lib/db/schema';
import { RATE_RULES } from '@/lib/security/rate-limit';
import { MSG } from '@/lib/messages';
import { insertCourses } from '../helpers/catalog';
import { call } from '../helpers/http';
import { prefillRateWindow } from '../helpers/rate-window';
import { setupSmtpSink } from '../helpers/mail';
import { setupFreshDatabase } from '../helpers/test-db';

const getDb = setupFreshDatabase();
const sink = setupSmtpSink();
let courseIds: number[] = [];

beforeAll(async () => {
  courseIds = (await insertCourses(getDb())).map((c) => c.id);
});

let ipCounter = 0;
const freshIp = () => `198.18.0.${++ipCounter}`;

function payload(overrides: Record<string, unknown> = {}) {
  return {
    username: 'Ada Lovelace',
    email: `ada${Math.random().toString(36).slice(2, 8)}@example.com`,
    phone: '+15551234567',
    password: 'Analytical-1843',
    selectedCourses: [courseIds[0]],
    ...overrides,
  };
}

describe('GET /api/courses', () => {
  it('lists {id, name} in display order', async () => {
    const result = await call(listCourses);
    expect(result.status).toBe(200);
    expect(result.json).toEqual([
      { id: courseIds[0], name: 'Manual Testing' },
      { id: courseIds[1], name: 'Automation Testing' },
    ]);
  });
});

describe('POST /api/auth/register', () => {
  it('creates an unverified student with a student ID and courses, and e-mails a 6-digit code stored hashed', async () => {
    const body = payload({ selectedCourses: courseIds });
    const since = sink().messages.length;
    const result = await call(register, { body, ip: freshIp() });
    expect(result.status).toBe(200);
    expect(result.json.success).toBe(true);

    const [user] = await getDb().select().from(users).where(eq(users.email, body.email));
    expect(user).toMatchObject({ username: 'Ada Lovelace', role: 'student', emailVerified: false, payStatus: 'no', phone: '+15551234567' });
    expect(user.studentId).toMatch(/^QA-\d{4,}$/);
    const chosen = await getDb().select().from(enrollments).where(eq(enrollments.userId, user.id));
    expect(chosen.map((e) => e.courseId).sort()).toEqual([...courseIds].sort());

    const mail = await sink().waitFor(body.email, { since });
    expect(mail.subject).toBe('Your QA Academy verification code');
    expect(mail.code).toMatch(/^\d{6}$/);
    expect(mail.raw).toContain('Content-Type: text/html');
    const stored = await getDb().select().from(verifications).where(eq(verifications.identifier, `email-verification-otp-${body.email}`));
    expect(stored).toHaveLength(1);
    expect(stored[0].value).not.toContain(mail.code);
    expect(stored[0].expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(10 * 60 * 1000);

    // Unverified students can still log in (the profile offers the Verify link); they are unpaid.
    const loggedIn = await call(login, { body: { email: body.email, password: body.password } });
    expect(loggedIn.json).toMatchObject({ role: 'student', payment: 'no' });
  });

  it('gives every registration its own student ID', async () => {
    const a = payload();
    const b = payload();
    await call(register, { body: a, ip: freshIp() });
    await call(register, { body: b, ip: freshIp() });
    const rows = await getDb().select({ email: users.email, studentId: users.studentId }).from(users);
    const ids = rows.filter((r) => r.email === a.email || r.email === b.email).map((r) => r.studentId);
    expect(new Set(ids).size).toBe(2);
  });

  it('answers 409 with a clear message for an e-mail already registered, in any letter case', async () => {
    const body = payload();
    expect((await call(register, { body, ip: freshIp() })).status).toBe(200);
    const again = await call(register, { body: { ...body, email: body.email.toUpperCase() }, ip: freshIp() });
    expect(again.status).toBe(409);
    expect(again.json.message).toBe(MSG.alreadyRegistered);
  });

  it.each([
    ['username', '', MSG.nameRequired],
    ['username', 'Ad 1', MSG.nameMin],
    ['username', 'Ada L0velace', MSG.namePattern],
    ['email', '', MSG.emailRequired],
    ['email', 'a@b', MSG.emailMin],
    ['email', 'ada at example.com', MSG.emailPattern],
    ['email', `${'a'.repeat(35)}@example.com`, MSG.emailMax],
    ['phone', '', MSG.phoneRequired],
    ['phone', '12345', MSG.phoneMin],
    ['phone', '1'.repeat(21), MSG.phoneMax],
    ['phone', '555-123-4567', MSG.phonePattern],
    ['password', '', MSG.passwordRequired],
    ['password', 'abcd', MSG.passwordMin],
    ['password', 'password', MSG.passwordCommon],
    ['selectedCourses', 'not-a-list', MSG.coursesInvalid],
  ])('refuses %s = %j with "%s"', async (field, value, message) => {
    const result = await call(register, { body: payload({ [field]: value }), ip: freshIp() });
    expect(result.status).toBe(400);
    expect(result.json.errors[field]).toBe(message);
  });

  it('refuses a course id that does not exist', async () => {
    const result = await call(register, { body: payload({ selectedCourses: [999999] }), ip: freshIp() });
    expect(result.status).toBe(400);
    expect(result.json.errors.selectedCourses).toBe(MSG.coursesInvalid);
  });

  it('ignores fields a client may not set (role, payment)', async () => {
    const body = { ...payload(), role: 'admin', payStatus: 'yes', emailVerified: true };
    expect((await call(register, { body, ip: freshIp() })).status).toBe(200);
    const [user] = await getDb().select().from(users).where(eq(users.email, body.email));
    expect(user).toMatchObject({ role: 'student', payStatus: 'no', emailVerified: false });
  });

  it('is rate-limited per IP, and rotating X-Forwarded-For does not escape', async () => {
    const ip = '198.18.9.9';
    // All but the last two requests the limit allows are counted directly; those two are sent for real.
    await prefillRateWindow(RATE_RULES.registerPerIp, ip, RATE_RULES.registerPerIp.max - 2);
    for (let i = 0; i < 2; i++) {
      const r = await call(register, { body: payload({ email: 'bad' }), ip, headers: { 'x-forwarded-for': `10.1.1.${i}` } });
      expect(r.status).toBe(400);
    }
    const blocked = await call(register, { body: payload(), ip, headers: { 'x-forwarded-for': '10.1.1.250' } });
    expect(blocked.status).toBe(429);
  });

  it('lets a class of 300 behind one address register within the hour (issue 43)', async () => {
    const ip = '198.18.9.10';
    await prefillRateWindow(RATE_RULES.registerPerIp, ip, 299);
    expect((await call(register, { body: payload(), ip })).status).toBe(200);
  });
});

import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST as confirmEmail } from '@/app/api/auth/confirm-email/route';
import { POST as forgotPassword } from '@/app/api/auth/forgot-password/route';
import { POST as login } from '@/app/api/auth/login/route';
import { POST as register } from '@/app/api/auth/register/route';
import { POST as resetPassword } from '@/app/api/auth/reset-password/route';
import { POST as verifyAgain } from '@/app/api/auth/verify-again/route';
import { GET as getChallenge } from '@/app/api/captcha/challenge/route';
import { POST as contact } from '@/app/api/contact/route';
import { POST as adminResendCode } from '@/app/api/users/[userId]/resend-code/route';
import { POST as adminCreateStudent } from '@/app/api/users/route';
import { PUT as updateProfile } from '@/app/api/users/update-profile/[id]/route';
import { env, resetEnvCache } from '@/lib/env';
import { insertCourses } from '../helpers/catalog';
import { call } from '../helpers/http';
import { mailTo, type OutboxMail } from '../helpers/outbox';
import { setupFreshDatabase } from '../helpers/test-db';
import { createLoggedInUser } from '../helpers/users';

// The default install has no SMTP server (README): every message the app sends must then be readable
// from an .eml file in OUTBOX_DIR. A fresh `npm start` once could not e-mail a single code while every
// test, run against an SMTP sink, was green; so this file never sets SMTP_URL (integration-env.ts
// deletes it) and reads each message back from the folder, as a newcomer would.

const getDb = setupFreshDatabase();
const CONTACT_TO = 'office@qa-academy.test';
let courseIds: number[] = [];

beforeAll(async () => {
  process.env.CONTACT_TO = CONTACT_TO;
  resetEnvCache();
  courseIds = (await insertCourses(getDb())).map((c) => c.id);
});

afterAll(() => {
  delete process.env.CONTACT_TO;
  resetEnvCache();
});

let ipCounter = 0;
const freshIp = () => `198.18.40.${++ipCounter}`;
const uniqueEmail = (label: string) => `${label}.${Math.random().toString(36).slice(2, 10)}@example.com`;
const outbox = () => env().OUTBOX_DIR;

/** The one message to `to` written since `before` messages to that address, parsed from its .eml file. */
async function onlyNewMailTo(to: string, before = 0): Promise<OutboxMail> {
  // forgot-password sends in the background, after the reply: wait for the file to appear.
  await expect.poll(() => mailTo(outbox(), to).length, { timeout: 10_000 }).toBe(before + 1);
  return mailTo(outbox(), to)[before];
}

function expectCodeMail(mail: OutboxMail, subject: string): string {
  expect(mail.subject).toBe(subject);
  expect(mail.code).toMatch(/^\d{6}$/);
  // The HTML part carries the same code for mail programs that show HTML.
  expect(mail.html).toContain(mail.code);
  return mail.code!;
}

async function registerStudent(email: string, password = 'Outbox-pass-2026') {
  const result = await call(register, {
    body: { username: 'Olive Outbox', email, phone: '+15550001111', password, selectedCourses: [courseIds[0]] },
    ip: freshIp(),
  });
  expect(result.status).toBe(200);
  // Not 'Registration successful, but the code could not be e-mailed.'
  expect(result.json.message).not.toMatch(/could not be e-mailed/);
  return { email, password };
}

describe('every e-mail path writes a readable .eml to OUTBOX_DIR when SMTP_URL is unset', () => {
  it('runs without SMTP_URL', () => {
    expect(env().SMTP_URL).toBeUndefined();
  });

  it('registration e-mails a verification code that verifies the address', async () => {
    const { email } = await registerStudent(uniqueEmail('register'));
    const code = expectCodeMail(await onlyNewMailTo(email), 'Your QA Academy verification code');

    const confirmed = await call(confirmEmail, { body: { email, code }, ip: freshIp() });
    expect(confirmed.status).toBe(200);
    expect(confirmed.json.success).toBe(true);
  });

  it('"resend code" e-mails a new verification code, and only the new one works', async () => {
    const { email } = await registerStudent(uniqueEmail('resend'));
    const first = (await onlyNewMailTo(email)).code!;

    const resent = await call(verifyAgain, { body: { email }, ip: freshIp() });
    expect(resent.status).toBe(200);
    const second = expectCodeMail(await onlyNewMailTo(email, 1), 'Your QA Academy verification code');

    if (first !== second) {
      const old = await call(confirmEmail, { body: { email, code: first }, ip: freshIp() });
      expect(old.status).toBe(400);
    }
    expect((await call(confirmEmail, { body: { email, code: second }, ip: freshIp() })).status).toBe(200);
  });

  it('"forgot password" e-mails a reset code that sets a new password', async () => {
    const user = await createLoggedInUser({ email: uniqueEmail('forgot') });
    const asked = await call(forgotPassword, { body: { email: user.email }, ip: freshIp() });
    expect(asked.status).toBe(200);
    const code = expectCodeMail(await onlyNewMailTo(user.email), 'Your QA Academy password reset code');

    const reset = await call(resetPassword, { body: { email: user.email, code, password: 'Brand-new-pass-7' }, ip: freshIp() });
    expect(reset.status).toBe(200);
    const loggedIn = await call(login, { body: { email: user.email, password: 'Brand-new-pass-7' }, ip: freshIp() });
    expect(loggedIn.status).toBe(200);
  });

  it('an own e-mail change: a code to the NEW address, notices to the old one when asked and when done', async () => {
    const user = await createLoggedInUser({ email: uniqueEmail('before-move') });
    const newEmail = uniqueEmail('after-move');
    const result = await call(updateProfile, {
      method: 'PUT',
      cookie: user.cookie,
      params: { id: user.id },
      body: { username: 'Moving Student', email: newEmail, currentPassword: user.password },
    });
    expect(result.status).toBe(200);
    expect(result.json.emailChanged).toBe(true);

    const code = expectCodeMail(await onlyNewMailTo(newEmail), 'Confirm your new QA Academy e-mail');
    const asked = await onlyNewMailTo(user.email);
    expect(asked.subject).toBe('A change of your QA Academy e-mail was requested');
    expect(asked.text).toContain(newEmail);
    expect(asked.code).toBeNull();

    const confirmed = await call(confirmEmail, { cookie: user.cookie, body: { email: newEmail, code }, ip: freshIp() });
    expect(confirmed.status).toBe(200);
    const done = await onlyNewMailTo(user.email, 1);
    expect(done.subject).toBe('Your QA Academy e-mail was changed');
    expect(done.text).toContain(newEmail);
  });

  it("an admin changing a student's e-mail: a code to the new address, a notice to the old one", async () => {
    const admin = await createLoggedInUser({ role: 'admin', email: uniqueEmail('admin') });
    const student = await createLoggedInUser({ email: uniqueEmail('moved-by-admin') });
    const newEmail = uniqueEmail('new-by-admin');
    const result = await call(updateProfile, {
      method: 'PUT',
      cookie: admin.cookie,
      params: { id: student.id },
      body: { username: 'Moved Student', email: newEmail },
    });
    expect(result.status).toBe(200);
    expect(result.json.emailChanged).toBe(true);

    expectCodeMail(await onlyNewMailTo(newEmail), 'Confirm your new QA Academy e-mail');
    const notice = await onlyNewMailTo(student.email);
    expect(notice.subject).toBe('Your QA Academy e-mail was changed');
    expect(notice.text).toContain(newEmail);
  });

  it('an admin registering a student, and resending the code, e-mails the student', async () => {
    const admin = await createLoggedInUser({ role: 'admin', email: uniqueEmail('admin') });
    const email = uniqueEmail('by-admin');
    const created = await call(adminCreateStudent, {
      cookie: admin.cookie,
      body: { username: 'Added Byadmin', email, password: 'Added-pass-2026' },
    });
    expect(created.status).toBe(201);
    expect(created.json.codeSent).toBe(true);
    expectCodeMail(await onlyNewMailTo(email), 'Your QA Academy verification code');

    const resent = await call(adminResendCode, { method: 'POST', cookie: admin.cookie, params: { userId: created.json.user.id } });
    expect(resent.status).toBe(200);
    const code = expectCodeMail(await onlyNewMailTo(email, 1), 'Your QA Academy verification code');
    expect((await call(confirmEmail, { body: { email, code }, ip: freshIp() })).status).toBe(200);
  });

  it('the contact form e-mails the message to CONTACT_TO, replying to the visitor', async () => {
    // Solved the way the contact page's widget does (see contact.test.ts).
    const challenge = (await call(getChallenge)).json as Challenge;
    const solution = await solveChallenge({ challenge, deriveKey });
    const recaptchaToken = Buffer.from(JSON.stringify({ challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution })).toString('base64');
    const before = mailTo(outbox(), CONTACT_TO).length;
    const visitor = uniqueEmail('visitor');

    const result = await call(contact, {
      body: { name: 'Vera Visitor', phone: '+1 555 010 2030', email: visitor, message: 'When does the next Manual Testing batch start?', recaptchaToken },
      ip: freshIp(),
    });
    expect(result.status).toBe(200);

    const mail = await onlyNewMailTo(CONTACT_TO, before);
    expect(mail.subject).toBe('Contact form: Vera Visitor');
    expect(mail.replyTo).toBe(visitor);
    expect(mail.text).toContain('When does the next Manual Testing batch start?');
    expect(mail.text).toContain(`Email: ${visitor}`);
  });
});

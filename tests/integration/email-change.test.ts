import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { POST as confirmEmail } from '@/app/api/auth/confirm-email/route';
import { POST as forgot } from '@/app/api/auth/forgot-password/route';
import { POST as login } from '@/app/api/auth/login/route';
import { GET as me } from '@/app/api/auth/me/route';
import { PUT as updateProfile } from '@/app/api/users/update-profile/[id]/route';
import { users } from '@/lib/db/schema';
import { MSG } from '@/lib/messages';
import { call, cookieHeader } from '../helpers/http';
import { setupSmtpSink } from '../helpers/mail';
import { setupFreshDatabase } from '../helpers/test-db';
import { createLoggedInUser, type TestUser } from '../helpers/users';

// A stolen session must not be enough to take an account over through an e-mail change.
const getDb = setupFreshDatabase();
const sink = setupSmtpSink();
let seq = 0;
const newAddress = () => `moved${++seq}.${Date.now()}@example.com`;

const userRow = async (id: string) => (await getDb().select().from(users).where(eq(users.id, id)))[0];
const changeEmail = (who: TestUser, email: string, currentPassword?: string, id = who.id) =>
  call(updateProfile, { method: 'PUT', cookie: who.cookie, params: { id }, body: { username: 'Moving Student', email, currentPassword } });
const sessionWorks = async (cookie: string) => (await call(me, { cookie })).status === 200;
// Quoted-printable folds long lines with a trailing '='.
const unfolded = (raw = '') => raw.replace(/=\r?\n/g, '');
const mailsTo = (address: string) => sink().messages.filter((m) => m.to.includes(address.toLowerCase()));

describe('changing your own e-mail', () => {
  it('asks for the current password: none or a wrong one is a 400 on that field, and nothing changes or is mailed', async () => {
    const user = await createLoggedInUser();
    const target = newAddress();
    const missing = await changeEmail(user, target);
    expect(missing.status).toBe(400);
    expect(missing.json.errors).toEqual({ currentPassword: MSG.currentPasswordForEmail });
    const wrong = await changeEmail(user, target, 'not-my-password');
    expect(wrong.status).toBe(400);
    expect(wrong.json.errors).toEqual({ currentPassword: MSG.currentPasswordWrong });
    expect((await userRow(user.id)).email).toBe(user.email);
    expect(mailsTo(target)).toEqual([]);
  });

  it('keeps the old address in force until the code is entered, and tells the old address', async () => {
    const user = await createLoggedInUser();
    const target = newAddress();
    const since = sink().messages.length;
    const result = await changeEmail(user, target, user.password);
    expect(result.status).toBe(200);
    expect(result.json).toMatchObject({ emailChanged: true, message: MSG.emailChangePending });
    expect(result.json.user).toMatchObject({ email: user.email, email_verified: true });

    const code = await sink().waitFor(target, { since });
    expect(code.subject).toBe('Confirm your new QA Academy e-mail');
    expect(code.code).toMatch(/^\d{6}$/);
    const notice = await sink().waitFor(user.email, { since });
    expect(notice.subject).toBe('A change of your QA Academy e-mail was requested');
    expect(unfolded(notice.raw)).toContain(target);

    // Until then the old address logs in and receives reset codes; the new one is nobody's.
    expect((await call(login, { body: { email: user.email, password: user.password }, ip: '198.51.100.21' })).status).toBe(200);
    expect((await call(login, { body: { email: target, password: user.password }, ip: '198.51.100.21' })).status).toBe(401);
    const resetSince = sink().messages.length;
    await call(forgot, { body: { email: target }, ip: '198.51.100.22' });
    expect(mailsTo(target).length).toBe(1);
    expect(sink().messages.length).toBe(resetSince);
  });

  it('switches with the code: verified, the old address told, other sessions ended, this one kept', async () => {
    const user = await createLoggedInUser();
    const otherDevice = await call(login, { body: { email: user.email, password: user.password }, ip: '198.51.100.31' });
    const otherCookie = cookieHeader(otherDevice.cookies);
    expect(await sessionWorks(otherCookie)).toBe(true);

    const target = newAddress();
    const since = sink().messages.length;
    expect((await changeEmail(user, target, user.password)).status).toBe(200);
    const { code } = await sink().waitFor(target, { since });

    const confirmed = await call(confirmEmail, { cookie: user.cookie, body: { email: target, code } });
    expect(confirmed.status).toBe(200);
    expect(confirmed.json.message).toBe(MSG.verified);
    expect(await userRow(user.id)).toMatchObject({ email: target, emailVerified: true });
    expect(await sessionWorks(user.cookie)).toBe(true);
    expect(await sessionWorks(otherCookie)).toBe(false);
    const changed = mailsTo(user.email).find((m) => m.subject === 'Your QA Academy e-mail was changed');
    expect(unfolded(changed?.raw)).toContain(target);

    expect((await call(login, { body: { email: target, password: user.password }, ip: '198.51.100.32' })).status).toBe(200);
    expect((await call(login, { body: { email: user.email, password: user.password }, ip: '198.51.100.32' })).status).toBe(401);
  });

  it('a wrong code or no session changes nothing', async () => {
    const user = await createLoggedInUser();
    const target = newAddress();
    const since = sink().messages.length;
    expect((await changeEmail(user, target, user.password)).status).toBe(200);
    const { code } = await sink().waitFor(target, { since });
    const wrongCode = code === '000000' ? '111111' : '000000';
    expect((await call(confirmEmail, { cookie: user.cookie, body: { email: target, code: wrongCode } })).status).toBe(400);
    expect((await call(confirmEmail, { body: { email: target, code } })).status).toBe(400);
    expect((await userRow(user.id)).email).toBe(user.email);
  });

  it('renaming alone needs no password', async () => {
    const user = await createLoggedInUser();
    const result = await call(updateProfile, { method: 'PUT', cookie: user.cookie, params: { id: user.id }, body: { username: 'Only Renamed', email: user.email } });
    expect(result.status).toBe(200);
    expect(result.json).toMatchObject({ emailChanged: false, message: MSG.profileUpdated });
  });
});

describe("an admin changing a student's e-mail", () => {
  it('switches at once (unverified, code to the new address), tells the old address and ends the student’s sessions', async () => {
    const admin = await createLoggedInUser({ role: 'admin' });
    const student = await createLoggedInUser();
    const target = newAddress();
    const since = sink().messages.length;
    const result = await changeEmail(admin, target, undefined, student.id);
    expect(result.status).toBe(200);
    expect(result.json.emailChanged).toBe(true);
    expect(await userRow(student.id)).toMatchObject({ email: target, emailVerified: false });
    expect((await sink().waitFor(target, { since })).code).toMatch(/^\d{6}$/);
    expect((await sink().waitFor(student.email, { since })).subject).toBe('Your QA Academy e-mail was changed');
    expect(await sessionWorks(student.cookie)).toBe(false);
    expect(await sessionWorks(admin.cookie)).toBe(true);
  });
});

describe('"send the code again" on the verify screen during an e-mail change', () => {
  it('sends a fresh code for the change to the new address, and the fresh code completes it', async () => {
    const { POST: verifyAgain } = await import('@/app/api/auth/verify-again/route');
    const user = await createLoggedInUser();
    const target = newAddress();
    let since = sink().messages.length;
    expect((await changeEmail(user, target, user.password)).status).toBe(200);
    await sink().waitFor(target, { since });
    since = sink().messages.length;
    expect((await call(verifyAgain, { cookie: user.cookie, body: { email: target } })).status).toBe(200);
    const { code } = await sink().waitFor(target, { since });
    expect((await call(confirmEmail, { cookie: user.cookie, body: { email: target, code } })).status).toBe(200);
    expect((await userRow(user.id)).email).toBe(target);
  });
});

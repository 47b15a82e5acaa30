import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { POST as register } from '@/app/api/auth/register/route';
import { POST as confirmEmail } from '@/app/api/auth/confirm-email/route';
import { POST as verifyAgain } from '@/app/api/auth/verify-again/route';
import { users, verifications } from '@/lib/db/schema';
import { RATE_RULES } from '@/lib/security/rate-limit';
import { MSG } from '@/lib/messages';
import { call } from '../helpers/http';
import { setupSmtpSink } from '../helpers/mail';
import { setupFreshDatabase } from '../helpers/test-db';

const getDb = setupFreshDatabase();
const sink = setupSmtpSink();
let ipCounter = 0;
const freshIp = () => `198.19.0.${++ipCounter}`;

/** Registers a student and returns the e-mail and the code that reached the SMTP sink. */
async function registered() {
  const email = `learner${Math.random().toString(36).slice(2, 8)}@example.com`;
  const since = sink().messages.length;
  const result = await call(register, {
    body: { username: 'Grace Hopper', email, phone: '+15550001111', password: 'Compiler-1952', selectedCourses: [] },
    ip: freshIp(),
  });
  expect(result.status).toBe(200);
  const mail = await sink().waitFor(email, { since });
  return { email, code: mail.code! };
}

async function isVerified(email: string) {
  const [user] = await getDb().select({ v: users.emailVerified }).from(users).where(eq(users.email, email));
  return user.v;
}

describe('POST /api/auth/confirm-email', () => {
  it('verifies the e-mail with the code from the mail, once', async () => {
    const { email, code } = await registered();
    const ok = await call(confirmEmail, { body: { email, code }, ip: freshIp() });
    expect(ok.status).toBe(200);
    expect(ok.json).toEqual({ success: true, message: 'Verification successful!' });
    expect(await isVerified(email)).toBe(true);
    const reused = await call(confirmEmail, { body: { email, code }, ip: freshIp() });
    expect(reused.status).toBe(400);
  });

  it('wrong tries do not use the code up (guessing is limited per account instead): the right code still works', async () => {
    const { email, code } = await registered();
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i++) {
      const attempt = await call(confirmEmail, { body: { email, code: wrong }, ip: freshIp() });
      expect(attempt.status).toBe(400);
      expect(attempt.json.message).toBe(MSG.wrongCode);
    }
    expect((await call(confirmEmail, { body: { email, code }, ip: freshIp() })).status).toBe(200);
    expect(await isVerified(email)).toBe(true);
  });

  it('refuses an expired code', async () => {
    const { email, code } = await registered();
    await getDb()
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verifications.identifier, `email-verification-otp-${email}`));
    const result = await call(confirmEmail, { body: { email, code }, ip: freshIp() });
    expect(result.status).toBe(400);
    expect(await isVerified(email)).toBe(false);
  });

  it.each([
    ['', MSG.codeRequired],
    ['12345', MSG.codeLength],
    ['12a456', MSG.codeNumeric],
  ])('validates code %j with "%s"', async (code, message) => {
    const result = await call(confirmEmail, { body: { email: 'someone@example.com', code }, ip: freshIp() });
    expect(result.status).toBe(400);
    expect(result.json.errors.code).toBe(message);
  });

  it('issues codes as 6 random digits', async () => {
    const codes = new Set<string>();
    for (let i = 0; i < 4; i++) codes.add((await registered()).code);
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    expect(codes.size).toBeGreaterThan(1);
  });
});

describe('POST /api/auth/verify-again', () => {
  it('sends a new code and the old one stops working', async () => {
    const { email, code: oldCode } = await registered();
    const since = sink().messages.length;
    const resent = await call(verifyAgain, { body: { email }, ip: freshIp() });
    expect(resent.status).toBe(200);
    expect(resent.json.message).toMatch(/new verification code/i);
    const { code: newCode } = await sink().waitFor(email, { since });
    if (newCode !== oldCode) {
      expect((await call(confirmEmail, { body: { email, code: oldCode }, ip: freshIp() })).status).toBe(400);
    }
    expect((await call(confirmEmail, { body: { email, code: newCode! }, ip: freshIp() })).status).toBe(200);
  });

  it('answers unknown addresses like known ones and sends nothing', async () => {
    const since = sink().messages.length;
    const result = await call(verifyAgain, { body: { email: 'ghost@example.com' }, ip: freshIp() });
    expect(result.status).toBe(200);
    await new Promise((r) => setTimeout(r, 300));
    expect(sink().messages.slice(since).some((m) => m.to.includes('ghost@example.com'))).toBe(false);
  });

  it('answers a verified address exactly like an unknown or unverified one, and sends it nothing', async () => {
    const { email, code } = await registered();
    await call(confirmEmail, { body: { email, code }, ip: freshIp() });
    const unverified = await registered();
    const since = sink().messages.length;
    const verifiedReply = await call(verifyAgain, { body: { email }, ip: freshIp() });
    const unknownReply = await call(verifyAgain, { body: { email: 'nobody-here@example.com' }, ip: freshIp() });
    const unverifiedReply = await call(verifyAgain, { body: { email: unverified.email }, ip: freshIp() });
    for (const reply of [verifiedReply, unknownReply]) {
      expect(reply.status).toBe(unverifiedReply.status);
      expect(reply.json).toEqual(unverifiedReply.json);
    }
    expect(unverifiedReply.status).toBe(200);
    // The unverified account's code follows its reply; the verified one got nothing.
    await sink().waitFor(unverified.email, { since });
    expect(sink().messages.slice(since).some((m) => m.to.includes(email))).toBe(false);
  });

  it('is rate-limited per IP', async () => {
    const ip = '198.19.9.9';
    for (let i = 0; i < RATE_RULES.resendPerIp.max; i++) {
      expect((await call(verifyAgain, { body: { email: 'ghost@example.com' }, ip })).status).toBe(200);
    }
    expect((await call(verifyAgain, { body: { email: 'ghost@example.com' }, ip })).status).toBe(429);
  });
});

import { describe, expect, it } from 'vitest';
import { POST as forgot } from '@/app/api/auth/forgot-password/route';
import { POST as checkCode } from '@/app/api/auth/forgot-password/check/route';
import { POST as resetPassword } from '@/app/api/auth/reset-password/route';
import { POST as login } from '@/app/api/auth/login/route';
import { GET as me } from '@/app/api/auth/me/route';
import { RATE_RULES } from '@/lib/security/rate-limit';
import { MSG } from '@/lib/messages';
import { call } from '../helpers/http';
import { setupSmtpSink } from '../helpers/mail';
import { setupFreshDatabase } from '../helpers/test-db';
import { createLoggedInUser } from '../helpers/users';

setupFreshDatabase();
const sink = setupSmtpSink();
let ipCounter = 0;
const freshIp = () => `198.20.0.${++ipCounter}`;

async function requestCode(email: string) {
  const since = sink().messages.length;
  const result = await call(forgot, { body: { email }, ip: freshIp() });
  expect(result.status).toBe(200);
  return { result, mail: await sink().waitFor(email, { since }) };
}

describe('forgot password', () => {
  it('answers the same for unknown and known e-mails, and mails a code only to the known one', async () => {
    const user = await createLoggedInUser();
    const since = sink().messages.length;
    const unknown = await call(forgot, { body: { email: 'nobody-here@example.com' }, ip: freshIp() });
    const { result: known, mail } = await requestCode(user.email);
    expect(unknown.json).toEqual(known.json);
    expect(mail.subject).toBe('Your QA Academy password reset code');
    expect(mail.code).toMatch(/^\d{6}$/);
    await new Promise((r) => setTimeout(r, 300));
    expect(sink().messages.slice(since).some((m) => m.to.includes('nobody-here@example.com'))).toBe(false);
  });

  it('checks the code (wrong → the spec message), resets the password, and ends every other session', async () => {
    const user = await createLoggedInUser();
    const { mail } = await requestCode(user.email);
    const wrong = mail.code === '123456' ? '654321' : '123456';
    const bad = await call(checkCode, { body: { email: user.email, code: wrong }, ip: freshIp() });
    expect(bad.status).toBe(400);
    expect(bad.json.message).toBe(MSG.wrongCode);
    const good = await call(checkCode, { body: { email: user.email, code: mail.code }, ip: freshIp() });
    expect(good.status).toBe(200);

    const reset = await call(resetPassword, { body: { email: user.email, code: mail.code, password: 'Brand-new-pass-9' }, ip: freshIp() });
    expect(reset.status).toBe(200);
    expect(reset.json.message).toBe(MSG.resetDone);

    expect((await call(me, { cookie: user.cookie })).status).toBe(401);
    expect((await call(login, { body: { email: user.email, password: user.password }, ip: freshIp() })).status).toBe(401);
    expect((await call(login, { body: { email: user.email, password: 'Brand-new-pass-9' }, ip: freshIp() })).status).toBe(200);

    const reused = await call(resetPassword, { body: { email: user.email, code: mail.code, password: 'Another-pass-77' }, ip: freshIp() });
    expect(reused.status).toBe(400);
  });

  it('refuses a reset with a wrong code and keeps the old password', async () => {
    const user = await createLoggedInUser();
    const { mail } = await requestCode(user.email);
    const wrong = mail.code === '999999' ? '888888' : '999999';
    const result = await call(resetPassword, { body: { email: user.email, code: wrong, password: 'Brand-new-pass-9' }, ip: freshIp() });
    expect(result.status).toBe(400);
    expect(result.json.message).toBe(MSG.wrongCode);
    expect((await call(login, { body: { email: user.email, password: user.password }, ip: freshIp() })).status).toBe(200);
  });

  it('validates the new password', async () => {
    const result = await call(resetPassword, { body: { email: 'a.b@example.com', code: '123456', password: '123' }, ip: freshIp() });
    expect(result.status).toBe(400);
    expect(result.json.errors.password).toBe(MSG.passwordMin);
  });

  it('is rate-limited per IP', async () => {
    const ip = '198.20.9.9';
    for (let i = 0; i < RATE_RULES.forgotPerIp.max; i++) {
      expect((await call(forgot, { body: { email: `x${i}@example.com` }, ip })).status).toBe(200);
    }
    expect((await call(forgot, { body: { email: 'x@example.com' }, ip })).status).toBe(429);
  });
});

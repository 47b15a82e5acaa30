import { describe, expect, it } from 'vitest';
import { POST as forgot } from '@/app/api/auth/forgot-password/route';
import { POST as checkCode } from '@/app/api/auth/forgot-password/check/route';
import { POST as resetPassword } from '@/app/api/auth/reset-password/route';
import { POST as confirmEmail } from '@/app/api/auth/confirm-email/route';
import { POST as verifyAgain } from '@/app/api/auth/verify-again/route';
import { RATE_RULES } from '@/lib/security/rate-limit';
import { MSG } from '@/lib/messages';
import { call } from '../helpers/http';
import { setupSmtpSink } from '../helpers/mail';
import { setupFreshDatabase } from '../helpers/test-db';
import { createLoggedInUser } from '../helpers/users';

setupFreshDatabase();
const sink = setupSmtpSink();
let ipCounter = 0;
// Every request from its own address (and its own /64): the attacks below are spread over many clients.
const freshIp = () => `2001:db8:${(++ipCounter).toString(16)}::1`;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const mailsTo = (email: string, since: number) => sink().messages.slice(since).filter((m) => m.to.includes(email));
const wrongFor = (code: string) => (code === '000000' ? '111111' : '000000');

async function resetCodeFor(email: string) {
  const since = sink().messages.length;
  expect((await call(forgot, { body: { email }, ip: freshIp() })).status).toBe(200);
  return (await sink().waitFor(email, { since })).code!;
}

describe('reset and verification codes cannot be flooded', () => {
  it('one account is sent at most codeSendPerAccount codes an hour, however many addresses ask', async () => {
    const user = await createLoggedInUser();
    const since = sink().messages.length;
    for (let i = 0; i < 12; i++) {
      const reply = await call(i % 2 ? forgot : verifyAgain, { body: { email: user.email }, ip: freshIp() });
      expect(reply.status).toBe(200);
    }
    await sink().waitFor(user.email, { since });
    await pause(1500);
    expect(mailsTo(user.email, since).length).toBeLessThanOrEqual(RATE_RULES.codeSendPerAccount.max);
  });
});

describe('codes cannot be guessed or burned by a stranger', () => {
  it('a stranger’s wrong guesses from many addresses do not burn the owner’s code', async () => {
    const user = await createLoggedInUser();
    const code = await resetCodeFor(user.email);
    for (let i = 0; i < 6; i++) {
      const guess = await call(checkCode, { body: { email: user.email, code: wrongFor(code) }, ip: freshIp() });
      expect(guess.status).toBe(400);
      expect(guess.json.message).toBe(MSG.wrongCode);
    }
    expect((await call(checkCode, { body: { email: user.email, code }, ip: freshIp() })).status).toBe(200);
    const reset = await call(resetPassword, { body: { email: user.email, code, password: 'Owner-new-pass-5' }, ip: freshIp() });
    expect(reset.status).toBe(200);
  });

  it('wrong guesses per account per day are capped across codes and addresses; then even the right code waits', async () => {
    const user = await createLoggedInUser({ emailVerified: false });
    const max = RATE_RULES.codeFailuresPerAccount.max;
    let code = '';
    for (let i = 0; i < max; i++) {
      // A fresh code now and then, as a guesser asking for new codes would get (each once brought 3 new tries).
      if (i % 10 === 0) {
        const since = sink().messages.length;
        await call(verifyAgain, { body: { email: user.email }, ip: freshIp() });
        code = (await sink().waitFor(user.email, { since })).code!;
      }
      const guess = await call(confirmEmail, { body: { email: user.email, code: wrongFor(code) }, ip: freshIp() });
      expect(guess.status).toBe(400);
    }
    const paused = await call(confirmEmail, { body: { email: user.email, code }, ip: freshIp() });
    expect(paused.status).toBe(429);
    expect(paused.json.message).toBe(MSG.codeChecksPaused);
    expect(Number(paused.headers.get('retry-after'))).toBeGreaterThan(23 * 60 * 60);
  });

  it('a paused address answers exactly alike whether or not it has an account', async () => {
    const user = await createLoggedInUser();
    const max = RATE_RULES.codeFailuresPerAccount.max;
    const replies = [];
    for (const email of [user.email, 'no-account-here@example.com']) {
      for (let i = 0; i < max; i++) await call(checkCode, { body: { email, code: '000000' }, ip: freshIp() });
      const reply = await call(checkCode, { body: { email, code: '000000' }, ip: freshIp() });
      replies.push({ status: reply.status, json: reply.json });
    }
    expect(replies[0]).toEqual(replies[1]);
    expect(replies[0].status).toBe(429);
  });

  it('the owner of a paused account learns from the e-mail when codes work again', async () => {
    const user = await createLoggedInUser();
    for (let i = 0; i < RATE_RULES.codeFailuresPerAccount.max; i++) {
      await call(checkCode, { body: { email: user.email, code: '000000' }, ip: freshIp() });
    }
    const since = sink().messages.length;
    expect((await call(forgot, { body: { email: user.email }, ip: freshIp() })).status).toBe(200);
    const mail = await sink().waitFor(user.email, { since });
    expect(mail.code).toBeNull();
    expect(mail.subject).toMatch(/paused/i);
    expect(mail.raw).toMatch(/\d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC/);
  });
});

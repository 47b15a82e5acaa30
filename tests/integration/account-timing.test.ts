import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { POST as verifyAgain } from '@/app/api/auth/verify-again/route';
import { POST as forgot } from '@/app/api/auth/forgot-password/route';
import { POST as login } from '@/app/api/auth/login/route';
import { afterReplyWorkDone } from '@/lib/auth/code-guard';
import { createUserWithPassword } from '../helpers/users';
import { call } from '../helpers/http';
import { setupSmtpSink } from '../helpers/mail';
import { setupFreshDatabase } from '../helpers/test-db';

// The account routes must not tell, by how long they take, whether an address has an account or has
// verified it. Each test times many calls for both kinds of address, interleaved (so a busy moment of a
// loaded CI machine hits both alike), and compares the medians. The tolerance (60 % of the faster median,
// at least 10 ms) is above the noise of a loaded 2-core machine and far below what doing the work on the
// reply path cost (sending a code took about 140 ms against 8 ms for an unknown address).

const getDb = setupFreshDatabase();
setupSmtpSink();

const ROUNDS = 24;
let ipCounter = 0;
const freshIp = () => `198.18.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const randomEmail = (tag: string) => `${tag}-${crypto.randomBytes(5).toString('hex')}@example.com`;

async function accounts(count: number, emailVerified: boolean): Promise<string[]> {
  const emails: string[] = [];
  for (let i = 0; i < count; i++) {
    const email = randomEmail(emailVerified ? 'verified' : 'unverified');
    await createUserWithPassword(getDb(), { email, username: 'Timing Test', password: 'Timing-pass-1', emailVerified });
    emails.push(email);
  }
  return emails;
}

async function timedStatus(work: () => Promise<{ status: number }>, expected: number): Promise<number> {
  // The mail sent after the previous reply must not be billed to this one: the reply path is measured.
  await afterReplyWorkDone();
  const start = performance.now();
  const { status } = await work();
  const ms = performance.now() - start;
  expect(status).toBe(expected);
  return ms;
}

/** Median time for `withAccount[i]` and for a fresh unknown address, called in alternating order. */
async function compare(route: typeof verifyAgain, withAccount: string[], body: object = {}, status = 200) {
  const known: number[] = [];
  const unknown: number[] = [];
  const once = (email: string) => timedStatus(() => call(route, { body: { email, ...body }, ip: freshIp() }), status);
  // One untimed call of each warms the code paths (module loading, prepared statements).
  await once(withAccount[0]);
  await once(randomEmail('warm'));
  for (let i = 1; i < withAccount.length; i++) {
    if (i % 2) {
      known.push(await once(withAccount[i]));
      unknown.push(await once(randomEmail('nobody')));
    } else {
      unknown.push(await once(randomEmail('nobody')));
      known.push(await once(withAccount[i]));
    }
  }
  return { known: median(known), unknown: median(unknown) };
}

function expectSameTime({ known, unknown }: { known: number; unknown: number }) {
  const tolerance = Math.max(10, Math.min(known, unknown) * 0.6);
  expect(Math.abs(known - unknown), `known ${known.toFixed(1)} ms, unknown ${unknown.toFixed(1)} ms`).toBeLessThan(tolerance);
}

describe('no account is told by timing', () => {
  it('verify-again takes the same time for an unverified account as for an unknown address', async () => {
    expectSameTime(await compare(verifyAgain, await accounts(ROUNDS + 1, false)));
  });

  it('verify-again takes the same time for a verified account as for an unknown address', async () => {
    expectSameTime(await compare(verifyAgain, await accounts(ROUNDS + 1, true)));
  });

  it('forgot-password takes the same time for an account as for an unknown address', async () => {
    expectSameTime(await compare(forgot, await accounts(ROUNDS + 1, true)));
  });

  it('a wrong password takes the same time for an account as for an unknown address (a dummy hash runs)', async () => {
    expectSameTime(await compare(login, await accounts(13, true), { password: 'Not-the-password-1' }, 401));
  });
});

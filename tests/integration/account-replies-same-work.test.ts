import crypto from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { POST as verifyAgain } from '@/app/api/auth/verify-again/route';
import { POST as forgot } from '@/app/api/auth/forgot-password/route';
import { POST as login } from '@/app/api/auth/login/route';
import { afterReplyWorkDone } from '@/lib/auth/code-guard';
import { passwordHashing } from '@/lib/auth/password-hashing';
import * as lookups from '@/lib/users/account-lookups';
import { createUserWithPassword } from '../helpers/users';
import { call } from '../helpers/http';
import { setupSmtpSink } from '../helpers/mail';
import { setupFreshDatabase } from '../helpers/test-db';

// The account routes must not tell, by how long they take, whether an address has an account or has verified it. A
// reply takes the same time when it does the same work, so that is what these check, by counting, never by timing:
// verify-again and forgot-password look the address up only after the reply (lib/auth/code-guard.ts afterReply),
// and a wrong password costs one scrypt run whether or not the address has an account (a dummy hash for an unknown
// one). The reply's status and body are the same in every case.

const getDb = setupFreshDatabase();
setupSmtpSink();

let ipCounter = 0;
const freshIp = () => `198.18.0.${++ipCounter}`;
const randomEmail = (tag: string) => `${tag}-${crypto.randomBytes(5).toString('hex')}@example.com`;

async function account(emailVerified: boolean): Promise<string> {
  const email = randomEmail(emailVerified ? 'verified' : 'unverified');
  await createUserWithPassword(getDb(), { email, username: 'Same Work', password: 'Same-work-pass-1', emailVerified });
  return email;
}

/**
 * Calls the route with the after-reply work held back (its start is a timer, faked here), and answers the reply with
 * how many lookups ran before it, then lets the held-back work run.
 */
async function replyBeforeLookup(route: typeof verifyAgain, email: string, lookup: 'isUnverifiedEmail' | 'hasAccountWithEmail') {
  const spy = vi.spyOn(lookups, lookup);
  vi.useFakeTimers({ toFake: ['setTimeout'] });
  try {
    const reply = await call(route, { method: 'POST', body: { email }, ip: freshIp() });
    const lookupsBeforeReply = spy.mock.calls.length;
    await vi.runOnlyPendingTimersAsync();
    vi.useRealTimers();
    await afterReplyWorkDone();
    return { status: reply.status, body: reply.json, lookupsBeforeReply, lookupsAfter: spy.mock.calls.length };
  } finally {
    vi.useRealTimers();
    spy.mockRestore();
  }
}

describe('the account routes do the same work for every address before they reply', () => {
  it('verify-again: unverified, verified and unknown addresses get the same reply, the lookup only after it', async () => {
    const replies = [await replyBeforeLookup(verifyAgain, await account(false), 'isUnverifiedEmail'), await replyBeforeLookup(verifyAgain, await account(true), 'isUnverifiedEmail'), await replyBeforeLookup(verifyAgain, randomEmail('nobody'), 'isUnverifiedEmail')];
    for (const reply of replies) expect(reply).toEqual({ ...replies[0], lookupsBeforeReply: 0, lookupsAfter: 1 });
    expect(replies[0].status).toBe(200);
  });

  it('forgot-password: an account and an unknown address get the same reply, the lookup only after it', async () => {
    const replies = [await replyBeforeLookup(forgot, await account(true), 'hasAccountWithEmail'), await replyBeforeLookup(forgot, randomEmail('nobody'), 'hasAccountWithEmail')];
    for (const reply of replies) expect(reply).toEqual({ ...replies[0], lookupsBeforeReply: 0, lookupsAfter: 1 });
    expect(replies[0].status).toBe(200);
  });

  it('a wrong password costs one scrypt run for an account and for an unknown address alike (a dummy hash runs)', async () => {
    const hash = vi.spyOn(passwordHashing, 'hash');
    const verify = vi.spyOn(passwordHashing, 'verify');
    const attempt = async (email: string) => {
      hash.mockClear();
      verify.mockClear();
      const reply = await call(login, { method: 'POST', body: { email, password: 'Not-the-password-1' }, ip: freshIp() });
      return { status: reply.status, body: reply.json, hashes: hash.mock.calls.length, checks: verify.mock.calls.length };
    };
    const known = await attempt(await account(true));
    const unknown = await attempt(randomEmail('nobody'));
    expect(known).toEqual({ status: 401, body: unknown.body, hashes: 0, checks: 1 });
    expect(unknown).toEqual({ status: 401, body: known.body, hashes: 1, checks: 0 });
  });
});

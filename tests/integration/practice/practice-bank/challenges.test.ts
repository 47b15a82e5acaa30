import { describe, expect, it } from 'vitest';
import { GET as listChallenges } from '@/app/api/practice/v1/challenges/route';
import { BANK_FIGURES } from '@/lib/practice/exercises/practice-bank/figures';
import { deliverToInbox } from '@/lib/practice/inbox/store';
import { waitingReads } from '@/lib/practice/inbox/waiters';
import { call } from '@/tests/helpers/http';
import { setupFreshDatabase } from '@/tests/helpers/test-db';
import { createLoggedInUser, type TestUser } from '@/tests/helpers/users';
import { ageBank, bank, inbox, INBOX_PATH, latestCodeFor, tokenOf } from './bank-api';

// docs/practice/practice-bank.md#challenges: each challenge is met by the learner's own tools (a practice token) on
// the bank's routes or the inbox's, and never by the page's session; near misses do not count.

setupFreshDatabase();

async function metBy(user: TestUser): Promise<string[]> {
  const reply = await call(listChallenges, { path: '/api/practice/v1/challenges?exercise=practice-bank', bearer: await tokenOf(user) });
  return reply.json.challenges.filter((challenge: { met: boolean }) => challenge.met).map((challenge: { id: string }) => challenge.id);
}

const note = { from: 'Lab <lab@inbox.test>', to: 'a@example.com', subject: 'hi', text: 'hi', html: '<p>hi</p>' };

describe('Practice Bank challenges', () => {
  it('are met by the learner\'s token, one by one, and each by what it names', async () => {
    const ana = await createLoggedInUser();
    expect(await metBy(ana)).toEqual([]);
    await inbox('GET', INBOX_PATH, ana);
    expect(await metBy(ana)).toEqual(['PBK-C01']);

    // A long-poll that ends empty is a near miss; one that receives a message meets PBK-C02.
    await inbox('GET', `${INBOX_PATH}?since=0&wait=0`, ana);
    const waiting = inbox('GET', `${INBOX_PATH}?since=0&wait=30`, ana);
    await expect.poll(() => waitingReads(ana.id), { interval: 5 }).toBe(1);
    const message = await deliverToInbox(ana.id, 'practice-bank', note);
    await waiting;
    await inbox('GET', `${INBOX_PATH}/${message.id}/raw`, ana);
    expect(await metBy(ana)).toEqual(['PBK-C01', 'PBK-C02', 'PBK-C03']);

    await bank.signUp(ana, 'ana@example.com');
    const code = await latestCodeFor(ana, 'ana@example.com');
    await bank.resend(ana, 'ana@example.com');
    for (let i = 0; i < BANK_FIGURES.wrongCodeLimit + 1; i++) await bank.verifySignUp(ana, 'ana@example.com', code === '111111' ? '222222' : '111111');
    await ageBank(ana, BANK_FIGURES.codeTtlSeconds);
    await bank.resend(ana, 'ana@example.com');
    const fresh = await latestCodeFor(ana, 'ana@example.com');
    await ageBank(ana, BANK_FIGURES.codeTtlSeconds);
    await bank.verifySignUp(ana, 'ana@example.com', fresh);
    await ageBank(ana, BANK_FIGURES.resendCooldownSeconds);
    await bank.resend(ana, 'ana@example.com');
    await bank.verifySignUp(ana, 'ana@example.com', await latestCodeFor(ana, 'ana@example.com'));
    await ageBank(ana, BANK_FIGURES.resendCooldownSeconds);
    await bank.signIn(ana, 'ana@example.com');
    await bank.verifySignIn(ana, 'ana@example.com', await latestCodeFor(ana, 'ana@example.com'));
    await inbox('DELETE', INBOX_PATH, ana);
    expect(await metBy(ana)).toEqual(['PBK-C01', 'PBK-C02', 'PBK-C03', 'PBK-C04', 'PBK-C05', 'PBK-C06', 'PBK-C07', 'PBK-C08', 'PBK-C09']);
  });

  it('are never met by the page\'s session', async () => {
    const ben = await createLoggedInUser();
    const page = { bySession: true };
    await inbox('GET', INBOX_PATH, ben, page);
    await bank.signUp(ben, 'ben@example.com', 'Ben', page);
    await bank.resend(ben, 'ben@example.com', page);
    await bank.verifySignUp(ben, 'ben@example.com', await latestCodeFor(ben, 'ben@example.com', page), page);
    await inbox('DELETE', INBOX_PATH, ben, page);
    expect(await metBy(ben)).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { INBOX_FIGURES } from '@/lib/practice/inbox/figures';
import { INBOX_MSG } from '@/lib/practice/inbox/messages';
import { deliverToInbox } from '@/lib/practice/inbox/store';
import { waitingReads } from '@/lib/practice/inbox/waiters';
import { beginDrain } from '@/lib/server-lifecycle';
import { setupFreshDatabase } from '@/tests/helpers/test-db';
import { createLoggedInUser, type TestUser } from '@/tests/helpers/users';
import { inbox, INBOX_PATH } from './bank-api';

// docs/architecture.md#practice-inbox: a read with `wait` holds the reply until a message arrives (woken by the
// delivery, no polling), ends empty when the time is up, is bounded per learner (not per class), lets go of its slot
// when the client leaves, and answers at once when the server begins to stop. Nothing here sleeps: each step waits
// for a state (a read registered as waiting, a reply settled).

setupFreshDatabase();

const note = (subject: string) => ({ from: 'Lab <lab@inbox.test>', to: 'a@example.com', subject, text: subject, html: `<p>${subject}</p>` });

/** Resolves once the learner has `count` reads waiting on this instance. */
async function waiting(user: TestUser, count: number): Promise<void> {
  await expect.poll(() => waitingReads(user.id), { timeout: 10_000, interval: 5 }).toBe(count);
}

describe('the inbox long-poll', () => {
  it('answers at once when a message matches, and otherwise as soon as the next one arrives', async () => {
    const ana = await createLoggedInUser();
    const first = await deliverToInbox(ana.id, 'practice-bank', note('first'));
    const ready = await inbox('GET', `${INBOX_PATH}?wait=30`, ana);
    expect(ready.json.messages.map((m: { id: number }) => m.id)).toEqual([first.id]);
    expect(waitingReads(ana.id)).toBe(0);

    const read = inbox('GET', `${INBOX_PATH}?since=${first.id}&wait=30`, ana);
    await waiting(ana, 1);
    // Mail for another learner does not end Ana's wait.
    const ben = await createLoggedInUser();
    await deliverToInbox(ben.id, 'practice-bank', note('for Ben'));
    expect(waitingReads(ana.id)).toBe(1);
    const next = await deliverToInbox(ana.id, 'practice-bank', note('next'));
    const reply = await read;
    expect(reply.status).toBe(200);
    expect(reply.headers.get('x-total-count')).toBe('1');
    expect(reply.json).toEqual({ messages: [next], lastId: next.id });
    expect(waitingReads(ana.id)).toBe(0);
  });

  it('with `to`, keeps waiting through mail to other addresses', async () => {
    const ana = await createLoggedInUser();
    const read = inbox('GET', `${INBOX_PATH}?since=0&wait=30&to=b%40example.com`, ana);
    await waiting(ana, 1);
    await deliverToInbox(ana.id, 'practice-bank', note('to a'));
    await waiting(ana, 1);
    const forB = await deliverToInbox(ana.id, 'practice-bank', { ...note('to b'), to: 'b@example.com' });
    expect((await read).json.messages).toEqual([forB]);
  });

  it('ends empty when the wait is over', async () => {
    const ana = await createLoggedInUser();
    const started = Date.now();
    const reply = await inbox('GET', `${INBOX_PATH}?wait=1`, ana);
    expect(Date.now() - started).toBeGreaterThanOrEqual(990);
    expect(reply.json).toEqual({ messages: [], lastId: 0 });
    expect(waitingReads(ana.id)).toBe(0);
  });

  it(`lets one learner hold ${INBOX_FIGURES.waitsPerLearner} waiting reads, not more; others are not held up; a client that leaves frees its slot`, async () => {
    const [ana, ben] = await Promise.all([createLoggedInUser(), createLoggedInUser()]);
    const leaving = new AbortController();
    const reads = [inbox('GET', `${INBOX_PATH}?wait=30`, ana, { signal: leaving.signal })];
    for (let i = 1; i < INBOX_FIGURES.waitsPerLearner; i++) reads.push(inbox('GET', `${INBOX_PATH}?wait=30`, ana));
    await waiting(ana, INBOX_FIGURES.waitsPerLearner);

    const refused = await inbox('GET', `${INBOX_PATH}?wait=30`, ana);
    expect(refused.status).toBe(429);
    expect(refused.json).toEqual({ message: INBOX_MSG.tooManyWaits, code: 'TOO_MANY_WAITS' });
    expect(refused.headers.get('retry-after')).toBe('1');
    // A read without wait is never refused, and another learner waits as usual.
    expect((await inbox('GET', INBOX_PATH, ana)).status).toBe(200);
    const benRead = inbox('GET', `${INBOX_PATH}?wait=30`, ben);
    await waiting(ben, 1);

    leaving.abort();
    expect((await reads[0]).json.messages).toEqual([]);
    await waiting(ana, INBOX_FIGURES.waitsPerLearner - 1);
    const more = inbox('GET', `${INBOX_PATH}?wait=30`, ana);
    await waiting(ana, INBOX_FIGURES.waitsPerLearner);

    const mail = await deliverToInbox(ana.id, 'practice-bank', note('for everyone waiting'));
    for (const reply of await Promise.all([...reads.slice(1), more])) expect(reply.json.messages).toEqual([mail]);
    await deliverToInbox(ben.id, 'practice-bank', note('for Ben'));
    expect((await benRead).json.messages).toHaveLength(1);
  });

  // Last: the stop cannot be undone in this process.
  it('answers every waiting read at once when the server begins to stop, and waits no more after', async () => {
    const ana = await createLoggedInUser();
    const reads = [inbox('GET', `${INBOX_PATH}?wait=30`, ana), inbox('GET', `${INBOX_PATH}?wait=30`, ana)];
    await waiting(ana, 2);
    beginDrain();
    for (const reply of await Promise.all(reads)) expect(reply.json).toEqual({ messages: [], lastId: 0 });
    expect(waitingReads()).toBe(0);
    const during = await inbox('GET', `${INBOX_PATH}?wait=30`, ana);
    expect(during.json.messages).toEqual([]);
    expect(waitingReads()).toBe(0);
  });
});

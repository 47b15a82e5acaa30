import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PUT as updateProfile } from '@/app/api/users/update-profile/[id]/route';
import { DELETE as deleteUser } from '@/app/api/users/[userId]/route';
import { getAuth } from '@/lib/auth/auth';
import { enableCaching } from '@/lib/cache/tags';
import { peerHooks } from '@/lib/cluster/join-peers';
import { setPeerPublisher, type PeerEvent } from '@/lib/cluster/peer-events';
import { practiceOauthTokens, practiceTokens } from '@/lib/db/schema';
import { call } from '@/tests/helpers/http';
import { accessTokenOf, clients, newClientOf, newTokenOf, tokens, whoami } from '@/tests/helpers/practice-credentials';
import { setupFreshDatabase } from '@/tests/helpers/test-db';
import { createLoggedInUser, type TestUser } from '@/tests/helpers/users';

// A checked practice credential is answered from memory (lib/practice/credentials/caller-cache.ts), as in the running
// server. Each test first has the token checked (so it is remembered), then ends it the way a learner, an admin or
// another instance would, and calls again at once: the answer must be 401. A memory that was not dropped answers
// 200 and fails the test.

const getDb = setupFreshDatabase();
beforeAll(() => enableCaching());
afterEach(() => {
  vi.useRealTimers();
  setPeerPublisher(null);
});

const status = async (bearer: string) => (await whoami({ bearer })).status;

/** A learner's personal token, checked once (so it is now answered from memory). */
async function checkedToken(who: TestUser) {
  const made = await newTokenOf(who);
  expect(await status(made.token)).toBe(200);
  return made;
}

describe('a checked practice credential is answered from memory', () => {
  it('until the app hears of a change: a row deleted behind its back still answers, for at most a minute', async () => {
    // This is what makes every test below meaningful: without the memory, they would pass on any code.
    const ann = await createLoggedInUser();
    const { id, token } = await checkedToken(ann);
    await getDb().delete(practiceTokens).where(eq(practiceTokens.id, id));
    expect(await status(token)).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 60_000 });
    expect(await status(token)).toBe(401);
  });

  it('an OAuth access token too, and never past its expiry', async () => {
    const ann = await createLoggedInUser();
    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'], now: start });
    const access = await accessTokenOf(await newClientOf(ann));
    vi.setSystemTime(start + 899_000);
    expect(await status(access)).toBe(200);
    await getDb().delete(practiceOauthTokens);
    vi.setSystemTime(start + 899_500);
    expect(await status(access)).toBe(200);
    vi.setSystemTime(start + 900_000);
    expect(await status(access)).toBe(401);
  });
});

describe('every way a credential ends takes effect on the next request', () => {
  it('revoking the token', async () => {
    const ann = await createLoggedInUser();
    const { id, token } = await checkedToken(ann);
    const other = await checkedToken(ann);
    expect((await tokens.revoke(ann, id)).status).toBe(204);
    expect(await status(token)).toBe(401);
    expect(await status(other.token)).toBe(200);
  });

  it('rotating the token', async () => {
    const ann = await createLoggedInUser();
    const { id, token } = await checkedToken(ann);
    const rotated = await tokens.rotate(ann, id);
    expect(await status(token)).toBe(401);
    expect(await status(rotated.json.token)).toBe(200);
  });

  it("rotating the client's secret, and deleting the client", async () => {
    const ann = await createLoggedInUser();
    const client = await newClientOf(ann);
    const access = await accessTokenOf(client);
    expect(await status(access)).toBe(200);
    const rotated = await clients.rotate(ann, client.id);
    expect(await status(access)).toBe(401);
    const next = await accessTokenOf({ clientId: client.clientId, clientSecret: rotated.json.clientSecret });
    expect(await status(next)).toBe(200);
    expect((await clients.remove(ann, client.id)).status).toBe(204);
    expect(await status(next)).toBe(401);
  });

  it('a ban (better-auth writes it; its database hook drops the memory)', async () => {
    const ann = await createLoggedInUser();
    const { token } = await checkedToken(ann);
    const context = await (await getAuth()).$context;
    await context.internalAdapter.updateUser(ann.id, { banned: true });
    expect(await status(token)).toBe(401);
  });

  it('an admin deleting the learner', async () => {
    const admin = await createLoggedInUser({ role: 'admin' });
    const ann = await createLoggedInUser();
    const { token } = await checkedToken(ann);
    const access = await accessTokenOf(await newClientOf(ann));
    expect(await status(access)).toBe(200);
    expect((await call(deleteUser, { method: 'DELETE', cookie: admin.cookie, params: { userId: ann.id } })).status).toBe(200);
    expect(await status(token)).toBe(401);
    expect(await status(access)).toBe(401);
  });

  it("another learner's change leaves this one's remembered token alone", async () => {
    const ann = await createLoggedInUser();
    const bob = await createLoggedInUser();
    const { id: annTokenId, token: annToken } = await checkedToken(ann);
    const bobToken = await checkedToken(bob);
    await getDb().delete(practiceTokens).where(eq(practiceTokens.id, annTokenId));
    await tokens.revoke(bob, bobToken.id);
    // Still remembered (its row went behind the app's back): Bob's revoke did not drop Ann's entry.
    expect(await status(annToken)).toBe(200);
  });
});

describe('other instances', () => {
  it('are told when a learner revokes, rotates or deletes a credential', async () => {
    const sent: PeerEvent[] = [];
    setPeerPublisher((event) => sent.push(event));
    const ann = await createLoggedInUser();
    const { id } = await newTokenOf(ann);
    const client = await newClientOf(ann);
    await tokens.rotate(ann, id);
    await tokens.revoke(ann, id);
    await clients.rotate(ann, client.id);
    await clients.remove(ann, client.id);
    expect(sent.filter((event) => event.type === 'forget-credentials')).toEqual(Array(4).fill({ type: 'forget-credentials', userId: ann.id }));
  });

  it("drop a remembered token when another instance announces the learner's change", async () => {
    const ann = await createLoggedInUser();
    const { id, token } = await checkedToken(ann);
    // Another instance revoked it: its row is gone, and this instance still remembers it until told.
    await getDb().delete(practiceTokens).where(eq(practiceTokens.id, id));
    expect(await status(token)).toBe(200);
    peerHooks.receive({ type: 'forget-credentials', userId: ann.id });
    expect(await status(token)).toBe(401);
  });

  it("drop it on another instance's forget-user (a ban or deletion there), and everything when hearing resumes", async () => {
    const ann = await createLoggedInUser();
    const first = await checkedToken(ann);
    await getDb().delete(practiceTokens).where(eq(practiceTokens.id, first.id));
    peerHooks.receive({ type: 'forget-user', userId: ann.id });
    expect(await status(first.token)).toBe(401);

    const second = await checkedToken(ann);
    await getDb().delete(practiceTokens).where(eq(practiceTokens.id, second.id));
    expect(await status(second.token)).toBe(200);
    peerHooks.listening(false);
    peerHooks.listening(true);
    expect(await status(second.token)).toBe(401);
  });

  it('a profile change of the learner (a forget-user) only costs a fresh lookup', async () => {
    const ann = await createLoggedInUser();
    const { token } = await checkedToken(ann);
    const updated = await call(updateProfile, { method: 'PUT', cookie: ann.cookie, params: { id: ann.id }, body: { username: 'Ann Renamed', email: ann.email } });
    expect(updated.status).toBe(200);
    expect(await status(token)).toBe(200);
  });
});

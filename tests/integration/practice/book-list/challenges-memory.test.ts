import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { enableCaching } from '@/lib/cache/tags';
import { peerHooks } from '@/lib/cluster/join-peers';
import { setPeerPublisher, type PeerEvent } from '@/lib/cluster/peer-events';
import { practiceMetChallenges } from '@/lib/db/schema';
import { setupFreshDatabase } from '@/tests/helpers/test-db';
import { createLoggedInUser, type TestUser } from '@/tests/helpers/users';
import { BASE, send } from './book-api';
import { clearChallengeList, metIds } from './challenge-api';

// docs/architecture.md#challenges: an instance remembers what a learner met, so meeting it again writes nothing;
// the learner's reset of their challenges, here or on another instance, makes the next meeting count again. The
// rows are deleted behind the app's back to see whether it wrote.

const getDb = setupFreshDatabase();
beforeAll(() => enableCaching());

const headBook = (user: TestUser) => send('HEAD', `${BASE}/1`, { user });
const deleteRowBehindTheAppsBack = (user: TestUser) =>
  getDb().delete(practiceMetChallenges).where(and(eq(practiceMetChallenges.userId, user.id), eq(practiceMetChallenges.challengeId, 'BKL-C01')));

describe('met challenges in memory', () => {
  it('meeting a challenge again writes nothing once this instance knows it was met', async () => {
    const ann = await createLoggedInUser();
    await headBook(ann);
    expect(await metIds(ann)).toEqual(['BKL-C01']);
    await deleteRowBehindTheAppsBack(ann);
    await headBook(ann);
    expect(await metIds(ann)).toEqual([]);
  });

  it("is dropped by the learner's reset of their challenges, here and on the other instances: the next meeting counts", async () => {
    const ann = await createLoggedInUser();
    const sent: PeerEvent[] = [];
    setPeerPublisher((event) => sent.push(event));
    await headBook(ann);
    expect((await clearChallengeList({ cookie: ann.cookie })).status).toBe(204);
    setPeerPublisher(null);
    expect(sent).toEqual([{ type: 'forget-challenges', userId: ann.id }]);
    await headBook(ann);
    expect(await metIds(ann)).toEqual(['BKL-C01']);
  });

  it("is dropped when another instance says the learner reset them (forget-challenges)", async () => {
    const ann = await createLoggedInUser();
    await headBook(ann);
    await deleteRowBehindTheAppsBack(ann);
    peerHooks.receive({ type: 'forget-challenges', userId: ann.id });
    await headBook(ann);
    expect(await metIds(ann)).toEqual(['BKL-C01']);
  });

  it('is dropped when the peer channel comes back (a forget may have gone unheard)', async () => {
    const ann = await createLoggedInUser();
    await headBook(ann);
    await deleteRowBehindTheAppsBack(ann);
    peerHooks.listening(true);
    await headBook(ann);
    expect(await metIds(ann)).toEqual(['BKL-C01']);
  });
});

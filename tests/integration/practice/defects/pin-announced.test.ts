import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { enableCaching } from '@/lib/cache/tags';
import { setPeerPublisher, type PeerEvent } from '@/lib/cluster/peer-events';
import { setBugMode } from '@/lib/practice/bug-mode';
import { pinDefect, unpinDefects } from '@/lib/practice/defects/pin';
import { isDefectOn } from '@/lib/practice/defects/planted';
import { setupFreshDatabase } from '@/tests/helpers/test-db';
import { createLoggedInUser } from '@/tests/helpers/users';

// docs/architecture.md#defects-one-at-a-time: a pin is stored and announced as the bug-mode switch is, so the learner's
// remembered settings, replies and pages go on every instance, and the next request anywhere meets the pinned defect.

setupFreshDatabase();
beforeAll(() => enableCaching());
afterEach(() => setPeerPublisher(null));

describe('a pin', () => {
  it('is announced to the other instances when it changes, and only then, and read afresh here', async () => {
    const user = await createLoggedInUser();
    const sent: PeerEvent[] = [];
    setPeerPublisher((event) => sent.push(event));
    expect(await isDefectOn(user.id, 'RES-04')).toBe(false);

    await pinDefect(user.id, 'RES-04');
    expect(sent).toEqual([{ type: 'forget-practice', userId: user.id }]);
    expect(await isDefectOn(user.id, 'RES-04')).toBe(true);

    await pinDefect(user.id, 'RES-04');
    expect(sent).toHaveLength(1);
    await pinDefect(user.id, null);
    expect(sent).toHaveLength(2);
    expect(await isDefectOn(user.id, 'RES-04')).toBe(false);

    await setBugMode(user.id, true);
    expect(await isDefectOn(user.id, 'RES-04')).toBe(false);
    await unpinDefects(user.id);
    await unpinDefects(user.id);
    expect(sent).toEqual(Array(4).fill({ type: 'forget-practice', userId: user.id }));
    expect(await isDefectOn(user.id, 'RES-04')).toBe(true);
  });
});

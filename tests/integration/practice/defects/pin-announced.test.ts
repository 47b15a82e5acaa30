import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { enableCaching } from '@/lib/cache/tags';
import { setPeerPublisher, type PeerEvent } from '@/lib/cluster/peer-events';
import { setBugMode } from '@/lib/practice/bug-mode';
import { pinDefect, unpinDefects } from '@/lib/practice/defects/pin';
import { isDefectOn } from '@/lib/practice/defects/planted';
import { mountedPracticeRoute } from '@/lib/practice/routes/all-routes';
import { practiceSettingsOf } from '@/lib/practice/settings-row';
import { call } from '@/tests/helpers/http';
import { queriesOf } from '@/tests/helpers/query-log';
import { setupFreshDatabase } from '@/tests/helpers/test-db';
import { createLoggedInUser } from '@/tests/helpers/users';

// docs/architecture.md#defects-one-at-a-time: a pin is stored and announced as a write of the settings, so the learner's
// remembered settings and replies go on every instance, and the next request anywhere meets the pinned defect. It
// changes nothing else: the learner's exercise documents stay remembered, and this instance keeps the row it wrote.

setupFreshDatabase();
beforeAll(() => enableCaching());
afterEach(() => setPeerPublisher(null));

describe('a pin', () => {
  it('is announced to the other instances when it changes, and only then, and read afresh here', async () => {
    const user = await createLoggedInUser();
    const sent: PeerEvent[] = [];
    setPeerPublisher((event) => sent.push(event));
    expect(await isDefectOn(user.id, 'RES-04')).toBe(false);

    const settingsForgotten = { type: 'forget-practice', userId: user.id, part: 'settings' };
    await pinDefect(user.id, 'RES-04');
    expect(sent).toEqual([settingsForgotten]);
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
    // The switch forgets everything of the learner's, as it always has; the pins only their settings.
    expect(sent).toEqual([settingsForgotten, settingsForgotten, { type: 'forget-practice', userId: user.id }, settingsForgotten]);
    expect(await isDefectOn(user.id, 'RES-04')).toBe(true);
  });

  it("keeps the learner's exercise documents and the row it wrote: a round's first requests ask nothing more", async () => {
    const user = await createLoggedInUser();
    const board = mountedPracticeRoute('/api/practice/v1/mouse-action/board');
    const readBoard = () => call(board.GET, { cookie: user.cookie, path: '/api/practice/v1/mouse-action/board' });
    expect((await readBoard()).status).toBe(200);
    for (const pin of [() => pinDefect(user.id, 'MOU-04', new Date(Date.now() + 60_000)), () => pinDefect(user.id, null), () => unpinDefects(user.id)]) {
      await pin();
      const asked = await queriesOf(async () => {
        await practiceSettingsOf(user.id);
        expect((await readBoard()).status).toBe(200);
      });
      // Before, a pin forgot the learner's every part: the settings and the board were read again.
      expect(asked.map((query) => query.sql)).toEqual([]);
    }
    expect(await practiceSettingsOf(user.id)).toEqual({ bugMode: false, defectsPinned: false, pinnedDefect: null, pinnedUntil: null });
  });
});

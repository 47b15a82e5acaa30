import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { enableCaching } from '@/lib/cache/tags';
import { setPeerPublisher, type PeerEvent } from '@/lib/cluster/peer-events';
import { setBugMode } from '@/lib/practice/bug-mode';
import { activeDefects } from '@/lib/practice/defects/active';
import { defectsOf } from '@/lib/practice/server-registry';
import { SUITE_SCORE_FIGURES } from '@/lib/practice/suite-score/figures';
import { setupFreshDatabase } from '@/tests/helpers/test-db';
import { createLoggedInUser } from '@/tests/helpers/users';
import { api } from './run-api';

// docs/architecture.md#suite-score: a round's pin is announced to the other instances when it is set, and ends by
// itself at the round's deadline on every instance, even where the learner's settings are remembered and nothing is
// announced: the pin carries its end.

setupFreshDatabase();
beforeAll(() => enableCaching());
afterEach(() => {
  setPeerPublisher(null);
  vi.useRealTimers();
});

const EXERCISE = 'book-list';

describe("a round's pin", () => {
  it('is announced when set, and lets go at its deadline from the remembered settings, with nothing announced', async () => {
    const user = await createLoggedInUser();
    await setBugMode(user.id, true);
    const sent: PeerEvent[] = [];
    setPeerPublisher((event) => sent.push(event));
    const { id } = (await api.start({ user }, EXERCISE)).json.run;
    expect(sent).toContainEqual({ type: 'forget-practice', userId: user.id, part: 'settings' });
    await api.next({ user }, id);
    const during = await activeDefects(user.id, EXERCISE);
    expect(during.length).toBeLessThanOrEqual(1);
    const announced = sent.length;

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + SUITE_SCORE_FIGURES.roundMinutes * 60_000 + 1000);
    expect(await activeDefects(user.id, EXERCISE)).toEqual(defectsOf(EXERCISE).map((defect) => defect.id));
    expect(sent).toHaveLength(announced);
  });
});

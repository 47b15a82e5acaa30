import { describe, expect, it } from 'vitest';
import { setBugMode } from '@/lib/practice/bug-mode';
import { activeDefects } from '@/lib/practice/defects/active';
import { defectsOf } from '@/lib/practice/server-registry';
import { setupFreshDatabase } from '@/tests/helpers/test-db';
import { createLoggedInUser } from '@/tests/helpers/users';
import { issueView, pageEvidence } from '../bug-hunt/hunt-api';
import { api } from './run-api';

// docs/architecture.md#suite-score: a defect only the page shows is killed when its round failed and the page reported
// it with a code issued in that round; a code of a view from before the round reaches nothing.

setupFreshDatabase();

const EXERCISE = 'frames-alert';
const CATALOGUE = defectsOf(EXERCISE);
const pageOnly = (id: string) => {
  const defect = CATALOGUE.find((candidate) => candidate.id === id)!;
  return defect.evidence.slot !== undefined && defect.evidence.reached === undefined && !defect.evidence.server ? defect.evidence.slot : null;
};

describe('suite score, page-side defects', () => {
  it('counts page evidence issued in the round, and not a code from before it', async () => {
    expect(CATALOGUE.filter((defect) => pageOnly(defect.id)).length).toBeGreaterThanOrEqual(2);
    const user = await createLoggedInUser();
    await setBugMode(user.id, true);
    const early = (await issueView(user, EXERCISE)).json as { view: string; probes: Record<string, string> };
    const { id, rounds } = (await api.start({ user }, EXERCISE)).json.run;
    const claimedEarly: string[] = [];
    const claimedInRound: string[] = [];
    for (let n = 1; n <= rounds; n++) {
      await api.next({ user }, id);
      // The test peeks at what the server pinned, to play a page that shows it.
      const [live] = await activeDefects(user.id, EXERCISE);
      const slot = live ? pageOnly(live) : null;
      if (slot && claimedEarly.length === 0) {
        expect((await pageEvidence(user, { exercise: EXERCISE, view: early.view, slot, code: early.probes[slot] })).status).toBe(204);
        claimedEarly.push(live);
      } else if (slot) {
        const fresh = (await issueView(user, EXERCISE)).json as { view: string; probes: Record<string, string> };
        expect((await pageEvidence(user, { exercise: EXERCISE, view: fresh.view, slot, code: fresh.probes[slot] })).status).toBe(204);
        claimedInRound.push(live);
      }
      await api.report({ user }, id, n, { outcome: slot ? 'failed' : 'passed' });
    }
    const { result } = (await api.read({ user }, id)).json.run;
    const killed = result.matrix.filter((entry: { killed: boolean }) => entry.killed).map((entry: { defect: number }) => CATALOGUE[entry.defect - 1].id);
    expect(killed.sort()).toEqual([...claimedInRound].sort());
    expect(claimedInRound.length).toBeGreaterThanOrEqual(1);
    expect(result).toMatchObject({ failsClean: false, killed: claimedInRound.length });
  });
});

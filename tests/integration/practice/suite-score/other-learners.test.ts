import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/lib/db/client';
import { practiceSettings } from '@/lib/db/schema';
import { evidenceOf } from '@/lib/practice/bug-hunt/evidence';
import { setBugMode } from '@/lib/practice/bug-mode';
import { setupFreshDatabase } from '@/tests/helpers/test-db';
import { createLoggedInUser, type TestUser } from '@/tests/helpers/users';
import { issueView, pageEvidence } from '../bug-hunt/hunt-api';
import { cleanPage, failingChecks, pageStart, ROUND_EXERCISE, roundDefect } from './round-checks';
import { api } from './run-api';

// docs/architecture.md#suite-score: nothing of a run touches another learner. During every round of one learner's run,
// a learner who did not exist when the round began (so no practice settings row of theirs either) meets no defect:
// the API checks pass, the page starts clean, the page codes they send count for nothing, and nothing of theirs
// marks the round reached. Two instances: tests/integration/postgres-suite-rounds.test.ts.

setupFreshDatabase();

const settingsRowOf = async (user: TestUser) => (await (await getDb()).select().from(practiceSettings).where(eq(practiceSettings.userId, user.id))).length;

describe("another learner during a scoring round", () => {
  it('who is new meets no defect in any round, and reaches none of the round', async () => {
    const ann = await createLoggedInUser();
    await setBugMode(ann.id, true);
    const { id, rounds } = (await api.start({ user: ann }, ROUND_EXERCISE)).json.run;
    for (let n = 1; n <= rounds; n++) {
      expect((await api.next({ user: ann }, id)).status).toBe(200);
      const newcomer = await createLoggedInUser();
      expect(await settingsRowOf(newcomer), `round ${n}`).toBe(0);
      expect(await pageStart(newcomer), `round ${n}`).toEqual(cleanPage);
      expect(await failingChecks(newcomer), `round ${n}`).toEqual([]);
      // Every slot of the newcomer's page view claimed, as a page showing all of them would.
      const { view, probes } = (await issueView(newcomer, ROUND_EXERCISE)).json as { view: string; probes: Record<string, string> };
      for (const [slot, code] of Object.entries(probes)) expect((await pageEvidence(newcomer, { exercise: ROUND_EXERCISE, view, slot, code })).status).toBe(204);
      expect(await evidenceOf(newcomer.id, ROUND_EXERCISE), `round ${n}`).toEqual([]);
      expect((await roundDefect(id, n)).reachedAt, `round ${n}`).toBeNull();
      expect(await settingsRowOf(newcomer), `round ${n}`).toBe(0);
      await api.report({ user: ann }, id, n, { outcome: 'passed' });
    }
    expect((await api.read({ user: ann }, id)).json.run).toMatchObject({ status: 'finished', result: { killed: 0, failsClean: false } });
  });
});

import { describe, expect, it } from 'vitest';
import { mountedPracticeRoute } from '@/lib/practice/routes/all-routes';
import { call } from '@/tests/helpers/http';
import { queriesOf } from '@/tests/helpers/query-log';
import { setupFreshDatabase } from '@/tests/helpers/test-db';
import { createLoggedInUser } from '@/tests/helpers/users';
import { api } from './run-api';

// A scoring runner's calls give way to the class around them (docs/architecture.md#suite-score): each query the run API
// makes waits for a turn of the event loop (lib/concurrency/give-way.ts), so on the embedded database, which answers
// on the loop's own thread, the class's requests are served first. Counted per query, not timed: every query of a
// run's tables is made giving way, and a practice read beside them is not. Before, none of them gave way.

setupFreshDatabase();

describe("the run API gives way", () => {
  it('asks every query of a run giving way, from its start to its last round and its abandon', async () => {
    const user = await createLoggedInUser();
    const seen = await queriesOf(async () => {
      const { id, rounds } = (await api.start({ user }, 'grocery')).json.run;
      for (let n = 1; n <= 2; n++) {
        expect((await api.next({ user }, id)).status).toBe(200);
        expect((await api.report({ user }, id, n, { outcome: 'passed' })).status).toBe(200);
      }
      expect(rounds).toBeGreaterThan(2);
      expect((await api.read({ user }, id)).status).toBe(200);
      expect((await api.list({ user })).status).toBe(200);
      expect((await api.abandon({ user }, id)).status).toBe(204);
    });
    const ofRuns = seen.filter((query) => query.sql.includes('practice_suite_') || query.sql.includes('pinned_defect'));
    // start 3, each round 2 (./round-statements.test.ts), read 1, list 2, abandon 3: more than ten, every one giving way.
    expect(ofRuns.length).toBeGreaterThan(10);
    expect(ofRuns.filter((query) => !query.givingWay)).toEqual([]);
  });

  it("leaves a learner's practice reads and writes as they were: they do not give way", async () => {
    const user = await createLoggedInUser();
    const board = mountedPracticeRoute('/api/practice/v1/mouse-action/board/moves');
    const seen = await queriesOf(() =>
      call(board.POST, { method: 'POST', path: '/api/practice/v1/mouse-action/board/moves', cookie: user.cookie, body: { card: 'login', to: 'sprint' }, headers: { host: 'localhost:3000' } }),
    );
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.filter((query) => query.givingWay)).toEqual([]);
  });
});

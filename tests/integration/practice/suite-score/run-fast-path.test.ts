import { describe, expect, it } from 'vitest';
import { practiceSettingsOf } from '@/lib/practice/settings-row';
import { setupFreshDatabase } from '@/tests/helpers/test-db';
import { createLoggedInUser } from '@/tests/helpers/users';
import { fastPathServerForFile, knownLearner as knownLearnerOf, PASSED_ON, send } from '@/tests/helpers/write-fast-path';

// A scoring runner's calls are answered before Next (docs/architecture.md#suite-score): the run API's entries are
// `writesState` and `readsState`, so a round beside a class at work costs its handlers' queries, not Next's router.
// Before they were marked, every call below answered "passed on". The rules of a run are the handlers' own
// (run-rules.test.ts); this shows a whole run through the fast path keeps them.

setupFreshDatabase();
const BASE = '/api/practice/v1/suite-runs';
const server = fastPathServerForFile();
const knownLearner = () => knownLearnerOf(BASE);

describe('a scoring run answered before Next', () => {
  it('starts, plays every round with its pin, finishes with a score and lifts the pin', async () => {
    const learner = await knownLearner();
    const cookie = learner.cookie;
    const started = await send(server, 'POST', BASE, { cookie, body: { exercise: 'grocery' } });
    expect(started.status).toBe(201);
    const { id, rounds } = started.json.run;
    for (let n = 1; n <= rounds; n++) {
      const round = await send(server, 'POST', `${BASE}/${id}/rounds/next`, { cookie });
      expect({ status: round.status, round: round.json.round, of: round.json.of }).toEqual({ status: 200, round: n, of: rounds });
      expect((await practiceSettingsOf(learner.id)).defectsPinned, `round ${n} pins its defect or none`).toBe(true);
      const reported = await send(server, 'POST', `${BASE}/${id}/rounds/${n}/outcome`, { cookie, body: { outcome: 'passed' } });
      expect(reported.status).toBe(200);
    }
    const finished = await send(server, 'GET', `${BASE}/${id}`, { cookie });
    // A suite that always passes kills nothing, and its clean rounds passed: a score of 0.
    expect({ status: finished.json.run.status, score: finished.json.run.result.score }).toEqual({ status: 'finished', score: 0 });
    expect((await practiceSettingsOf(learner.id)).defectsPinned).toBe(false);
  });

  it('abandons an open run; refusals are the handler\'s, never passed on', async () => {
    const learner = await knownLearner();
    const cookie = learner.cookie;
    const { id } = (await send(server, 'POST', BASE, { cookie, body: { exercise: 'grocery' } })).json.run;
    const again = await send(server, 'POST', BASE, { cookie, body: { exercise: 'grocery' } });
    expect({ status: again.status, code: again.json.code }).toEqual({ status: 409, code: 'RUN_ALREADY_OPEN' });
    const early = await send(server, 'POST', `${BASE}/${id}/rounds/1/outcome`, { cookie, body: { outcome: 'passed' } });
    expect({ status: early.status, code: early.json.code }).toEqual({ status: 409, code: 'ROUND_NOT_CURRENT' });
    expect((await send(server, 'DELETE', `${BASE}/${id}`, { cookie })).status).toBe(204);
    expect((await practiceSettingsOf(learner.id)).defectsPinned).toBe(false);
    const stranger = await createLoggedInUser();
    expect((await send(server, 'POST', BASE, { cookie: stranger.cookie, body: { exercise: 'grocery' } })).status, 'a session not checked yet').toBe(PASSED_ON);
  });
});

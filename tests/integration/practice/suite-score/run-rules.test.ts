import { afterEach, describe, expect, it, vi } from 'vitest';
import { setBugMode } from '@/lib/practice/bug-mode';
import { activeDefects } from '@/lib/practice/defects/active';
import { defectsOf } from '@/lib/practice/server-registry';
import { SUITE_SCORE_FIGURES } from '@/lib/practice/suite-score/figures';
import { setupFreshDatabase } from '@/tests/helpers/test-db';
import { createLoggedInUser, type TestUser } from '@/tests/helpers/users';
import { alwaysPasses, api, scoreRun } from './run-api';

// docs/architecture.md#suite-score: the rules of a run through its API: one open run per learner, rounds in order and
// bounded in time, the pin lifted when a run is abandoned or expires, a practice token driving it, and who may call.

setupFreshDatabase();
afterEach(() => vi.useRealTimers());

const EXERCISE = 'book-list';
const ALL = defectsOf(EXERCISE).map((defect) => defect.id);

async function learnerInBugMode(): Promise<TestUser> {
  const user = await createLoggedInUser();
  await setBugMode(user.id, true);
  return user;
}

describe('suite runs', () => {
  it('refuses an unknown exercise and a second open run, and takes rounds in order', async () => {
    const user = await createLoggedInUser();
    const unknown = await api.start({ user }, 'no-such-exercise');
    expect(unknown.status).toBe(400);
    expect(unknown.json.code).toBe('VALIDATION_FAILED');
    const started = await api.start({ user }, EXERCISE);
    expect(started.status).toBe(201);
    expect(started.json.run).toMatchObject({ exercise: EXERCISE, rounds: ALL.length + SUITE_SCORE_FIGURES.cleanRounds, reported: 0, status: 'open', result: null });
    const again = await api.start({ user }, EXERCISE);
    expect(again.status).toBe(409);
    expect(again.json.code).toBe('RUN_ALREADY_OPEN');
    const id = started.json.run.id;
    expect((await api.report({ user }, id, 1, { outcome: 'passed' })).json.code).toBe('ROUND_NOT_CURRENT');
    const round = await api.next({ user }, id);
    expect(round.status).toBe(200);
    expect(Object.keys(round.json).sort()).toEqual(['expiresAt', 'of', 'round']);
    expect(round.json).toMatchObject({ round: 1, of: ALL.length + 2 });
    expect((await api.next({ user }, id)).json.code).toBe('ROUND_IN_PROGRESS');
    expect((await api.report({ user }, id, 2, { outcome: 'passed' })).json.code).toBe('ROUND_NOT_CURRENT');
    const bad = await api.report({ user }, id, 1, { outcome: 'maybe' });
    expect([bad.status, bad.json.code]).toEqual([400, 'VALIDATION_FAILED']);
    const unreadable = await api.report({ user }, id, 1, { outcome: 'failed', junit: '<testsuite><testcase' });
    expect([unreadable.status, unreadable.json.code]).toEqual([400, 'JUNIT_UNREADABLE']);
    const reported = await api.report({ user }, id, 1, { outcome: 'passed' });
    expect(reported.json.run).toMatchObject({ reported: 1, status: 'open' });
    // The list reads every run's rounds in one query: each entry is what reading that run answers.
    expect((await api.list({ user })).json.runs).toEqual([(await api.read({ user }, id)).json.run]);
  });

  it('sets bug mode aside during a run, and gives it back when the run is abandoned', async () => {
    const user = await learnerInBugMode();
    expect(await activeDefects(user.id, EXERCISE)).toEqual(ALL);
    const { id } = (await api.start({ user }, EXERCISE)).json.run;
    expect(await activeDefects(user.id, EXERCISE)).toEqual([]);
    await api.next({ user }, id);
    expect((await activeDefects(user.id, EXERCISE)).length).toBeLessThanOrEqual(1);
    expect((await api.abandon({ user }, id)).status).toBe(204);
    expect(await activeDefects(user.id, EXERCISE)).toEqual(ALL);
    expect((await api.read({ user }, id)).json.run).toMatchObject({ status: 'abandoned', deadline: null, result: null });
    expect((await api.next({ user }, id)).json.code).toBe('RUN_NOT_OPEN');
    expect((await api.abandon({ user }, id)).json.code).toBe('RUN_NOT_OPEN');
    expect((await api.start({ user }, EXERCISE)).status).toBe(201);
  });

  it('ends a run whose round is not reported in time: the pin lets go by itself, and a new run may start', async () => {
    const user = await learnerInBugMode();
    const { id } = (await api.start({ user }, EXERCISE)).json.run;
    // Clean rounds are 2 of the plan: walk until a round with a defect is live, so the pin shows.
    for (let n = 1; (await activeDefects(user.id, EXERCISE)).length === 0; n++) {
      if (n > 1) await api.report({ user }, id, n - 1, { outcome: 'passed' });
      await api.next({ user }, id);
    }
    const { reported } = (await api.read({ user }, id)).json.run;
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + SUITE_SCORE_FIGURES.roundMinutes * 60_000 + 1000);
    expect(await activeDefects(user.id, EXERCISE)).toEqual(ALL);
    expect((await api.report({ user }, id, reported + 1, { outcome: 'failed' })).json.code).toBe('RUN_NOT_OPEN');
    expect((await api.read({ user }, id)).json.run).toMatchObject({ status: 'expired', result: null });
    expect((await api.start({ user }, EXERCISE)).status).toBe(201);
  });

  it('can be driven whole with a practice token', async () => {
    const user = await createLoggedInUser();
    const run = await scoreRun({ user, bearer: true }, EXERCISE, alwaysPasses);
    expect(run).toMatchObject({ status: 'finished', result: { score: 0, failsClean: false } });
    expect((await api.read({ user, bearer: true }, run.id)).json.run.result.score).toBe(0);
  });

  it('marks a suite flaky whose clean rounds disagree, and gives it no score', async () => {
    const user = await createLoggedInUser();
    const { id, rounds } = (await api.start({ user }, EXERCISE)).json.run;
    let cleanSeen = 0;
    for (let n = 1; n <= rounds; n++) {
      await api.next({ user }, id);
      // The test peeks at what the server pinned: the first clean round passes, the second fails.
      const clean = (await activeDefects(user.id, EXERCISE)).length === 0;
      if (clean) cleanSeen++;
      await api.report({ user }, id, n, { outcome: clean && cleanSeen === 2 ? 'failed' : 'passed' });
    }
    expect(cleanSeen).toBe(SUITE_SCORE_FIGURES.cleanRounds);
    expect((await api.read({ user }, id)).json.run.result).toMatchObject({ score: null, failsClean: true, flaky: true });
  });

  it('refuses visitors (401) and answers another learner 404', async () => {
    const owner = await createLoggedInUser();
    const other = await createLoggedInUser();
    const { id } = (await api.start({ user: owner }, EXERCISE)).json.run;
    for (const reply of [await api.start({}, EXERCISE), await api.list({}), await api.read({}, id), await api.next({}, id), await api.abandon({}, id), await api.report({}, id, 1, { outcome: 'passed' })]) {
      expect(reply.status).toBe(401);
    }
    for (const reply of [await api.read({ user: other }, id), await api.next({ user: other }, id), await api.abandon({ user: other }, id), await api.report({ user: other }, id, 1, { outcome: 'passed' })]) {
      expect([reply.status, reply.json.code]).toEqual([404, 'RUN_NOT_FOUND']);
    }
    expect((await api.list({ user: other })).json.runs).toEqual([]);
    expect((await api.read({ user: owner }, id)).json.run.status).toBe('open');
  });
});

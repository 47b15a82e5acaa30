import { describe, expect, it, vi } from 'vitest';
import { activeDefects } from '@/lib/practice/defects/active';
import { DEFECT_CATALOGUE, defectsOf } from '@/lib/practice/server-registry';
import { bestSuiteScores } from '@/lib/practice/suite-score/runs';
import { setupFreshDatabase } from '@/tests/helpers/test-db';
import { createLoggedInUser } from '@/tests/helpers/users';
import { API_CHECKS } from '../defects/api-checks';
import { alwaysFails, alwaysPasses, checksSuite, replies, scoreRun, type Suite } from './run-api';

// docs/architecture.md#suite-score: the whole loop through the public run API for Book List, whose defects all live in
// the API; a "suite" is a function calling the API as a learner's would (the per-defect checks of ../defects/).

vi.mock('@/lib/practice/exercises/book-list/server/timing', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/practice/exercises/book-list/server/timing')>()),
  pause: vi.fn(async () => {}),
}));

// A learner's runner spreads a round's requests over seconds of network; here whole runs go back to back in-process,
// so the per-learner request limit (200 in 10 s) is raised as the benchmarks raise it.
process.env.RATE_LIMIT_SCALE = '10';
setupFreshDatabase();

const EXERCISE = 'book-list';
const BOOK_DEFECTS = defectsOf(EXERCISE).map((defect) => defect.id);
const realSuite = checksSuite(BOOK_DEFECTS);

describe('suite score for Book List', () => {
  it('plans every defect once and two clean rounds', () => {
    expect(BOOK_DEFECTS.length).toBeGreaterThanOrEqual(6);
    expect(BOOK_DEFECTS.every((id) => API_CHECKS[id])).toBe(true);
  });

  it('scores 0 for a suite that always passes', async () => {
    const user = await createLoggedInUser();
    const run = await scoreRun({ user }, EXERCISE, alwaysPasses);
    expect(run).toMatchObject({ status: 'finished', rounds: BOOK_DEFECTS.length + 2, reported: BOOK_DEFECTS.length + 2 });
    expect(run.result).toMatchObject({ score: 0, killed: 0, defects: BOOK_DEFECTS.length, failsClean: false, flaky: false });
  });

  it('gives no score to a suite that always fails, and it kills nothing it did not reach', async () => {
    const user = await createLoggedInUser();
    const run = await scoreRun({ user }, EXERCISE, alwaysFails);
    expect(run.result).toMatchObject({ score: null, killed: 0, failsClean: true, flaky: false });
  });

  it('kills nothing for a suite that fails whenever some defect is on without driving the exercise to it', async () => {
    const user = await createLoggedInUser();
    // It knows more than any real suite could (the server's own answer), and still reaches no defect.
    const peeking: Suite = async (learner) => ({ outcome: (await activeDefects(learner.id, EXERCISE)).length > 0 ? 'failed' : 'passed' });
    const run = await scoreRun({ user }, EXERCISE, peeking);
    expect(run.result).toMatchObject({ score: 0, killed: 0, failsClean: false });
  });

  it('kills every defect a real suite reaches, names its failed tests, and scores the same twice', async () => {
    const user = await createLoggedInUser();
    const first = await scoreRun({ user }, EXERCISE, realSuite);
    expect(first.result).toMatchObject({ score: 1, killed: BOOK_DEFECTS.length, failsClean: false, flaky: false });
    for (const entry of first.result.matrix) {
      expect(entry.killed).toBe(true);
      expect(entry.failedTests).toEqual([`books › check ${entry.defect}`]);
    }
    const second = await scoreRun({ user }, EXERCISE, realSuite);
    expect(second.result.score).toBe(first.result.score);
    expect(second.result.matrix.map((entry: { killed: boolean }) => entry.killed)).toEqual(first.result.matrix.map((entry: { killed: boolean }) => entry.killed));
    expect(await bestSuiteScores(user.id)).toEqual({ [EXERCISE]: 1 });
  });

  it('counts a defect the suite misses as survived', async () => {
    const user = await createLoggedInUser();
    const missed = BOOK_DEFECTS[0];
    const run = await scoreRun({ user }, EXERCISE, checksSuite(BOOK_DEFECTS.filter((id) => id !== missed)));
    expect(run.result.killed).toBe(BOOK_DEFECTS.length - 1);
    expect(run.result.score).toBeCloseTo((BOOK_DEFECTS.length - 1) / BOOK_DEFECTS.length);
    expect(run.result.matrix.find((entry: { defect: number }) => entry.defect === 1)).toMatchObject({ killed: false });
  });

  it("lets another learner's requests during every round meet no defect", async () => {
    const user = await createLoggedInUser();
    const other = await createLoggedInUser();
    const seen: boolean[] = [];
    const run = await scoreRun({ user }, EXERCISE, realSuite, async () => {
      seen.push((await realSuite(other)).outcome === 'passed');
      expect(await activeDefects(other.id, EXERCISE)).toEqual([]);
    });
    expect(run.result.score).toBe(1);
    expect(seen).toEqual(Array.from({ length: BOOK_DEFECTS.length + 2 }, () => true));
  });

  it('never names a defect in any reply of the run API', () => {
    expect(replies.length).toBeGreaterThan(50);
    for (const reply of replies) for (const defect of DEFECT_CATALOGUE) expect(reply).not.toContain(defect.id);
  });
});

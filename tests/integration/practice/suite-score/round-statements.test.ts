import { afterEach, describe, expect, it, vi } from 'vitest';
import { SUITE_SCORE_FIGURES } from '@/lib/practice/suite-score/figures';
import { queriesOf } from '@/tests/helpers/query-log';
import { setupFreshDatabase } from '@/tests/helpers/test-db';
import { createLoggedInUser } from '@/tests/helpers/users';
import { api } from './run-api';

// docs/architecture.md#suite-score, "What a round costs the server": each call of a round is one statement of the
// run's tables (lib/practice/suite-score/round-statements.ts), the last report excepted, which scores the run. Counted,
// not timed. Before, each call asked four (the run with its rounds, the round, the run's deadline, the pin). And the
// rules that one statement now decides still refuse as before when it writes nothing.

setupFreshDatabase();
afterEach(() => vi.useRealTimers());

const EXERCISE = 'grocery';
const ofRuns = (sql: string) => sql.includes('practice_suite_') || sql.includes('practice_settings');

describe("a round's calls", () => {
  it('ask the database one statement each; the last report four, as it scores the run', async () => {
    const user = await createLoggedInUser();
    const { id, rounds } = (await api.start({ user }, EXERCISE)).json.run;
    const asked: { next: number; report: number }[] = [];
    for (let n = 1; n <= rounds; n++) {
      let next = 0;
      const nextQueries = await queriesOf(async () => (next = (await api.next({ user }, id)).status));
      let run: { reported: number; status: string } | undefined;
      const reportQueries = await queriesOf(async () => (run = (await api.report({ user }, id, n, { outcome: 'failed' })).json.run));
      expect([next, run?.reported]).toEqual([200, n]);
      asked.push({ next: nextQueries.filter((query) => ofRuns(query.sql)).length, report: reportQueries.filter((query) => ofRuns(query.sql)).length });
    }
    expect(asked.slice(0, -1)).toEqual(Array.from({ length: rounds - 1 }, () => ({ next: 1, report: 1 })));
    // The last: the round closed, the run read with every round, finished with its score, the pin lifted.
    expect(asked.at(-1)).toEqual({ next: 1, report: 4 });
    expect((await api.read({ user }, id)).json.run).toMatchObject({ status: 'finished', reported: rounds, deadline: null });
  });

  it('still refuse what they refused: a round asked twice, a report out of turn, a run past its deadline', async () => {
    const user = await createLoggedInUser();
    const { id } = (await api.start({ user }, EXERCISE)).json.run;
    // Two asks at once: one round starts, the other is told a round is in progress.
    const both = await Promise.all([api.next({ user }, id), api.next({ user }, id)]);
    expect(both.map((reply) => reply.status).sort()).toEqual([200, 409]);
    expect(both.find((reply) => reply.status === 409)?.json.code).toBe('ROUND_IN_PROGRESS');
    expect((await api.report({ user }, id, 2, { outcome: 'passed' })).json.code).toBe('ROUND_NOT_CURRENT');
    const reported = await api.report({ user }, id, 1, { outcome: 'passed' });
    expect(reported.json.run).toMatchObject({ reported: 1, status: 'open' });
    expect((await api.report({ user }, id, 1, { outcome: 'passed' })).json.code).toBe('ROUND_NOT_CURRENT');
    // The report's reply is the run as a read of it answers.
    expect((await api.read({ user }, id)).json.run).toEqual(reported.json.run);

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + SUITE_SCORE_FIGURES.roundMinutes * 60_000 + 1000);
    const late = await api.next({ user }, id);
    expect([late.status, late.json.code]).toEqual([409, 'RUN_NOT_OPEN']);
    expect((await api.read({ user }, id)).json.run).toMatchObject({ status: 'expired', deadline: null });
  });
});

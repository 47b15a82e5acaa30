import type { SuiteResult } from './schemas';

// A finished run's result (docs/architecture.md#suite-score), from its rounds alone: a defect is killed when its round
// failed and the learner's own traffic reached the defect in that round; the score is killed / defects, and none at
// all when a clean round failed (the suite fails on the clean build, so its failures say nothing). Clean rounds that
// disagree mark the suite flaky. Defects are named by their place in the exercise's catalogue (1, 2, …), the same in
// every run, never by id: the bug hunt keeps unfound defects' ids to itself.

export interface RoundFacts {
  n: number;
  defectId: string | null;
  outcome: string | null;
  reachedAt: Date | null;
  failedTests: string[];
}

/** The one kill rule (issue 40, item 4): the round failed and the learner's own traffic reached its defect in it. */
export function isKill(round: Pick<RoundFacts, 'outcome' | 'reachedAt'>): boolean {
  return round.outcome === 'failed' && round.reachedAt !== null;
}

export function resultOf(rounds: readonly RoundFacts[], catalogue: readonly string[]): SuiteResult {
  const clean = [...rounds].filter((round) => round.defectId === null).sort((a, b) => a.n - b.n);
  const failsClean = clean.some((round) => round.outcome !== 'passed');
  const flaky = clean.some((round) => round.outcome === 'passed') && failsClean;
  const defects = catalogue.map((id, index) => {
    const round = rounds.find((candidate) => candidate.defectId === id);
    const killed = round !== undefined && isKill(round);
    return { defect: index + 1, killed, failedTests: round?.outcome === 'failed' ? round.failedTests : [] };
  });
  const killed = defects.filter((defect) => defect.killed).length;
  return { score: failsClean ? null : killed / catalogue.length, killed, defects: catalogue.length, failsClean, flaky, matrix: defects };
}

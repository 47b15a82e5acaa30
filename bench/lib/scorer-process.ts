// The scoring learners of bench:classroom in a process of their own (started by ./classroom-scoring.ts). SCORERS holds
// the instances' addresses and the learners as JSON. It says `ready` once loaded, starts every learner's scoring loop
// when its parent writes `go`, ends them when it writes `stop`, and prints what they did as one JSON line.
// BENCH_SCORER_ROUND_PAUSE_MS (default 2000) is each round's start before its suite's first request, as a kit's
// `score` command starts its test command every round; 0 runs the rounds back to back, a stress beyond any real runner.
// BENCH_SCORERS_SUITE_ONLY=1 has them run the same suites without scoring them.
import { scoreUntil, suiteUntil, type ScoringFigures } from './classroom-scoring';
import type { Learner } from './learners';
import { linesFromParent, reportToParent } from './parent-lines';

const { urls, learners } = JSON.parse(process.env.SCORERS!) as { urls: string[]; learners: Learner[] };
const figures: ScoringFigures = { learners: learners.length, rounds: 0, runsFinished: 0, errors: 0 };
const state = { stopped: false };
const ROUND_PAUSE_MS = Number(process.env.BENCH_SCORER_ROUND_PAUSE_MS ?? 2000);
/** BENCH_SCORERS_SUITE_ONLY=1: the learners run their suites round after round without scoring them. */
const SUITE_ONLY = process.env.BENCH_SCORERS_SUITE_ONLY === '1';

async function main(): Promise<void> {
  const nextLine = linesFromParent();
  // `go`, then `stop` as the last line.
  await nextLine();
  const loops = learners.map((learner, i) =>
    (SUITE_ONLY
      ? suiteUntil(urls[i % urls.length], learner, () => state.stopped, figures, ROUND_PAUSE_MS)
      : scoreUntil(urls[i % urls.length], learner, () => state.stopped, figures, i, ROUND_PAUSE_MS)
    ).catch(() => {
      figures.errors++;
    }),
  );
  await nextLine();
  state.stopped = true;
  await Promise.all(loops);
  reportToParent(figures);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

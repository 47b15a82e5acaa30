// The scoring learners of bench:classroom in a process of their own (started by ./classroom-scoring.ts). SCORERS holds
// the instances' addresses and the learners as JSON. It says `ready` once loaded; then its parent writes `go` (every
// learner scores, round after round), `hold` (each learner stops before its next round; `held` is printed once all
// have), `go` again, and so on, and `stop` last: it then prints what they did as one JSON line.
// BENCH_SCORER_ROUND_PAUSE_MS (default 2000) is each round's start before its suite's first request, as a kit's
// `score` command starts its test command every round; 0 runs the rounds back to back, a stress beyond any real runner.
// BENCH_SCORERS_SUITE_ONLY=1 has them run the same suites without scoring them.
import { scoreUntil, suiteUntil, type ScoringFigures } from './classroom-scoring';
import type { Learner } from './learners';
import { linesFromParent, reportToParent } from './parent-lines';

const { urls, learners } = JSON.parse(process.env.SCORERS!) as { urls: string[]; learners: Learner[] };
const figures: ScoringFigures = { learners: learners.length, rounds: 0, runsFinished: 0, errors: 0 };
const ROUND_PAUSE_MS = Number(process.env.BENCH_SCORER_ROUND_PAUSE_MS ?? 2000);
/** BENCH_SCORERS_SUITE_ONLY=1: the learners run their suites round after round without scoring them. */
const SUITE_ONLY = process.env.BENCH_SCORERS_SUITE_ONLY === '1';

/** Where the learners wait between rounds while held: `going` false holds them, `stopped` ends their loops. */
const gate = { going: false, stopped: false, waiting: 0, finished: 0, release: [] as (() => void)[] };

/** Says `held` once every learner that is still scoring waits at the gate. */
function sayIfHeld(): void {
  if (!gate.going && !gate.stopped && gate.waiting + gate.finished === learners.length) console.log('held');
}

async function proceed(): Promise<boolean> {
  while (!gate.going && !gate.stopped) {
    gate.waiting++;
    sayIfHeld();
    await new Promise<void>((resolve) => gate.release.push(resolve));
    gate.waiting--;
  }
  return !gate.stopped;
}

function letGo(): void {
  for (const resolve of gate.release.splice(0)) resolve();
}

async function main(): Promise<void> {
  const nextLine = linesFromParent();
  const loops = learners.map((learner, i) =>
    (SUITE_ONLY
      ? suiteUntil(urls[i % urls.length], learner, proceed, figures, ROUND_PAUSE_MS)
      : scoreUntil(urls[i % urls.length], learner, proceed, figures, i, ROUND_PAUSE_MS)
    )
      .catch(() => {
        figures.errors++;
      })
      .finally(() => {
        gate.finished++;
        sayIfHeld();
      }),
  );
  for (let line = await nextLine(); line !== 'stop' && line !== ''; line = await nextLine()) {
    gate.going = line === 'go';
    if (gate.going) letGo();
    else sayIfHeld();
  }
  gate.stopped = true;
  letGo();
  await Promise.all(loops);
  reportToParent(figures);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

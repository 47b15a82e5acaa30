// bench/scoring-round: what one scoring round costs the server, against what one request of a learner at work costs
// it, on the built app (`npm run build` first) with the README's defaults. Issue 40 asks that ten learners scoring
// cost a class of 250 nothing measurable; on two cores a class's p99 moves with every millisecond of CPU the server
// spends beside it, and the class bench's p99 swings too much from run to run to show a change in that cost. This
// counts it instead: CPU time of the server's process (its database thread included, lib/db/pglite-thread/) over
// BENCH_ROUNDS rounds of one learner scoring Mouse Action back to back (bench/lib/classroom-scoring.ts: the run API's
// two calls and the small suite between them, run starts and finishes included), and over the class's journey
// (bench/lib/classroom-journey.ts) walked by four learners. Prints both and their ratio, medians of BENCH_RUNS runs
// (default 3), each on a fresh app. Asserts nothing.
import { startApp } from './lib/app-server';
import { JOURNEY, sendStep } from './lib/classroom-journey';
import { scoreUntil, suiteUntil, type ScoringFigures } from './lib/classroom-scoring';
import { cpuMsOf } from './lib/cpu-time';
import { createLearners, type Learner } from './lib/learners';
import { median } from './lib/load';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 180);
/** Times each of four learners walks the class's journey (10 requests). */
const JOURNEYS = 40;
const PORT = Number(process.env.BENCH_PORT ?? 3460);

async function walk(base: string, learner: Learner, iteration: number): Promise<number> {
  for (const step of JOURNEY) {
    const response = await sendStep(base, learner, step, iteration);
    if (response.status !== 200) throw new Error(`${step.method} ${step.path} answered ${response.status}`);
  }
  return JOURNEY.length;
}

/** `rounds` rounds of runs one after another (each run's start and finish count in; the last run may stay open). */
async function score(base: string, learner: Learner, rounds: number, seed: number): Promise<ScoringFigures> {
  const figures: ScoringFigures = { learners: 1, rounds: 0, runsFinished: 0, errors: 0 };
  let asked = 0;
  await scoreUntil(base, learner, async () => asked++ < rounds, figures, seed);
  if (figures.errors > 0) throw new Error(`${figures.errors} errors while scoring`);
  return figures;
}

/** `rounds` times the same learner's suite alone: no run, no round, no pin. */
async function suiteOnly(base: string, learner: Learner, rounds: number): Promise<number> {
  const figures: ScoringFigures = { learners: 1, rounds: 0, runsFinished: 0, errors: 0 };
  let asked = 0;
  await suiteUntil(base, learner, async () => asked++ < rounds, figures);
  if (figures.errors > 0) throw new Error(`${figures.errors} errors in the suite`);
  return figures.rounds;
}

interface RunFigures {
  requestMs: number;
  roundMs: number;
  suiteMs: number;
}

async function once(run: number): Promise<RunFigures> {
  const app = await startApp(PORT, `scoring-round-${run}`, { RATE_LIMIT_SCALE: '1000' });
  try {
    const [scorer, ...class_] = await createLearners([app.url], 5, `sr${run}`);
    // Warm: every page and route of both rendered or loaded once, a run played through.
    for (const learner of class_) await walk(app.url, learner, 0);
    await score(app.url, scorer, 10, 0);

    let before = cpuMsOf(app.pid);
    let requests = 0;
    for (let iteration = 1; iteration <= JOURNEYS; iteration++) for (const learner of class_) requests += await walk(app.url, learner, iteration);
    const requestMs = (cpuMsOf(app.pid) - before) / requests;

    before = cpuMsOf(app.pid);
    const played = await score(app.url, scorer, ROUNDS, 1);
    const roundMs = (cpuMsOf(app.pid) - before) / played.rounds;

    before = cpuMsOf(app.pid);
    const suites = await suiteOnly(app.url, scorer, ROUNDS);
    const suiteMs = (cpuMsOf(app.pid) - before) / suites;
    console.log(
      `run ${run}: ${requests} class requests, ${requestMs.toFixed(2)} ms CPU each; ${played.rounds} rounds (${played.runsFinished} runs finished), ` +
        `${roundMs.toFixed(1)} ms CPU each; the same suite ${suites} times unscored, ${suiteMs.toFixed(1)} ms CPU each`,
    );
    return { requestMs, roundMs, suiteMs };
  } finally {
    await app.stop();
  }
}

const runs: RunFigures[] = [];
for (let run = 1; run <= RUNS; run++) runs.push(await once(run));
const requestMs = median(runs.map((each) => each.requestMs));
const roundMs = median(runs.map((each) => each.roundMs));
const suiteMs = median(runs.map((each) => each.suiteMs));
console.log(
  `\nServer CPU, medians of ${RUNS}: a class request ${requestMs.toFixed(2)} ms; a scoring round ${roundMs.toFixed(1)} ms (${(roundMs / requestMs).toFixed(1)}× a request), ` +
    `of which the round itself (the round less the same suite unscored, ${suiteMs.toFixed(1)} ms) ${(roundMs - suiteMs).toFixed(1)} ms`,
);

// The scoring learners of bench:classroom in a process of their own (started by ./classroom-scoring.ts). SCORERS holds
// the instances' addresses and the learners as JSON. It says `ready` once loaded, starts every learner's scoring loop
// when its parent writes `go`, ends them when it writes `stop`, and prints what they did as one JSON line.
// BENCH_SCORER_ROUND_PAUSE_MS (default 2000) is each round's start before its suite's first request, as a kit's
// `score` command starts its test command every round; 0 runs the rounds back to back, a stress beyond any real runner.
import { scoreUntil, type ScoringFigures } from './classroom-scoring';
import type { Learner } from './learners';

const { urls, learners } = JSON.parse(process.env.SCORERS!) as { urls: string[]; learners: Learner[] };
const figures: ScoringFigures = { learners: learners.length, rounds: 0, runsFinished: 0, errors: 0 };
const state = { stopped: false };
const ROUND_PAUSE_MS = Number(process.env.BENCH_SCORER_ROUND_PAUSE_MS ?? 2000);

// The lines the parent has written so far, and who waits for which.
const lines: string[] = [];
const waiters: Array<{ word: string; resolve: () => void }> = [];
let buffered = '';
process.stdin.setEncoding('utf8');
process.stdin.on('data', (chunk: string) => {
  buffered += chunk;
  for (let at = buffered.indexOf('\n'); at !== -1; at = buffered.indexOf('\n')) {
    lines.push(buffered.slice(0, at).trim());
    buffered = buffered.slice(at + 1);
  }
  for (const waiter of [...waiters]) if (lines.includes(waiter.word)) waiter.resolve();
});
/** Resolves once the parent has written `word` on a line of its own. */
const heard = (word: string) => new Promise<void>((resolve) => (lines.includes(word) ? resolve() : waiters.push({ word, resolve })));

async function main(): Promise<void> {
  console.log('ready');
  await heard('go');
  const loops = learners.map((learner, i) =>
    scoreUntil(urls[i % urls.length], learner, () => state.stopped, figures, i, ROUND_PAUSE_MS).catch(() => {
      figures.errors++;
    }),
  );
  await heard('stop');
  state.stopped = true;
  await Promise.all(loops);
  // Idle keep-alive connections would hold the process open: it ends once its line is out.
  process.stdout.write(`${JSON.stringify(figures)}\n`, () => process.exit(0));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

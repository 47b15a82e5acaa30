import type { Counting } from './classroom-journey';
import type { Learner } from './learners';
import { startLoadProcess, type LoadProcess } from './load-process';

// Learners scoring their suites while the class works (issue 40, "a round costs the class nothing measurable"): each
// runs the suite-score loop through the public run API on Mouse Action, as a kit's `score` command does: start a
// run, then round after round ask for the next one, run "the suite" (the exercise's page and its board, a move, the
// board again: what a small real suite sends) and report its outcome, until the run ends; then a new run. A round
// switches that learner's planted defect on or off on the server; the class around them must not notice. The scorers
// run in a process of their own (./scorer-process.ts), as bench:practice-uploads' uploader does, so that their
// requests at full speed never delay the class's own requests and replies in the bench's process, which measures them.

const RUNS = '/api/practice/v1/suite-runs';
const EXERCISE = 'mouse-action';
const SUITE = [
  { method: 'GET', path: '/student/practice/mouse-action/v1' },
  { method: 'GET', path: '/api/practice/v1/mouse-action/board' },
  { method: 'POST', path: '/api/practice/v1/mouse-action/board/moves', body: { card: 'login', to: 'sprint', index: 0 } },
  { method: 'GET', path: '/api/practice/v1/mouse-action/board' },
] as const;

export interface ScoringFigures {
  learners: number;
  rounds: number;
  runsFinished: number;
  /** Any answer of the run API that was not what the loop expected, and any failed request. */
  errors: number;
}

interface Reply {
  status: number;
  json: { run?: { id: number; status: string }; round?: number; runs?: { id: number; status: string }[] } | null;
}

async function send(base: string, cookie: string, method: string, path: string, body?: unknown): Promise<Reply> {
  const response = await fetch(base + path, {
    method,
    redirect: 'manual',
    headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, json: response.headers.get('content-type')?.includes('json') && text ? JSON.parse(text) : null };
}

/**
 * One round's suite: the runner's start (`roundPauseMs`), then SUITE's requests. Answers whether one of them failed;
 * a 5xx also counts as an error of the bench.
 */
async function runSuite(base: string, learner: Learner, figures: ScoringFigures, roundPauseMs: number): Promise<boolean> {
  if (roundPauseMs > 0) await new Promise((resolve) => setTimeout(resolve, roundPauseMs));
  let failed = false;
  for (const step of SUITE) {
    const reply = await send(base, learner.cookie, step.method, step.path, 'body' in step ? step.body : undefined);
    if (reply.status >= 500) figures.errors++;
    if (reply.status !== 200) failed = true;
  }
  return failed;
}

/**
 * Asked before each round: resolves true to go on (once the learners are let go again, if they are held), false once
 * they are stopped.
 */
export type Proceed = () => Promise<boolean>;

/**
 * One learner's loop while `proceed()` says so: runs started, rounds played, outcomes reported. `roundPauseMs` is what
 * the runner spends between a round's start and its suite's first request: a kit's `score` command starts its test
 * command (a test runner and, for the UI kits, a browser) every round.
 */
export async function scoreUntil(base: string, learner: Learner, proceed: Proceed, figures: ScoringFigures, seed: number, roundPauseMs = 0): Promise<void> {
  // A run left open by an earlier phase is abandoned first (one run at a time per learner).
  const listed = await send(base, learner.cookie, 'GET', RUNS);
  for (const run of listed.json?.runs ?? []) if (run.status === 'open') await send(base, learner.cookie, 'DELETE', `${RUNS}/${run.id}`);
  while (await proceed()) {
    const started = await send(base, learner.cookie, 'POST', RUNS, { exercise: EXERCISE });
    if (started.status !== 201 || !started.json?.run) return void figures.errors++;
    const id = started.json.run.id;
    for (let status = 'open'; status === 'open' && (await proceed()); ) {
      const round = await send(base, learner.cookie, 'POST', `${RUNS}/${id}/rounds/next`);
      if (round.status !== 200 || typeof round.json?.round !== 'number') return void figures.errors++;
      const suiteFailed = await runSuite(base, learner, figures, roundPauseMs);
      // The outcome alternates with the seed so runs finish with scores and with "no score" alike.
      const outcome = suiteFailed || (round.json.round + seed) % 3 === 0 ? 'failed' : 'passed';
      const reported = await send(base, learner.cookie, 'POST', `${RUNS}/${id}/rounds/${round.json.round}/outcome`, { outcome });
      if (reported.status !== 200 || !reported.json?.run) return void figures.errors++;
      figures.rounds++;
      status = reported.json.run.status;
      if (status === 'finished') figures.runsFinished++;
    }
  }
}

/**
 * The same learner running the same suite round after round without scoring it (no run, no round, no defect), while
 * `proceed()` says so: with BENCH_SCORERS_SUITE_ONLY=1, what the scorers' own traffic costs the class apart from their
 * rounds.
 */
export async function suiteUntil(base: string, learner: Learner, proceed: Proceed, figures: ScoringFigures, roundPauseMs = 0): Promise<void> {
  while (await proceed()) {
    await runSuite(base, learner, figures, roundPauseMs);
    figures.rounds++;
  }
}

/**
 * `learners` scoring on `urls` (round robin), in their own process: `prepare()` loads it, `go()` sets them scoring,
 * `hold()` resolves once each has stopped before its next round, `stop()` ends their loops and answers what they did.
 */
export function scoringLearners(urls: string[], learners: Learner[]): { prepare(): Promise<void>; go(): void; hold(): Promise<void>; stop(): Promise<ScoringFigures> } {
  let scorers: LoadProcess<ScoringFigures> | null = null;
  const started = () => {
    if (!scorers) throw new Error('prepare() the scoring learners first');
    return scorers;
  };
  return {
    async prepare() {
      scorers = await startLoadProcess<ScoringFigures>('bench/lib/scorer-process.ts', { SCORERS: JSON.stringify({ urls, learners }) });
    },
    go() {
      started().tell('go');
    },
    async hold() {
      const held = started().said('held');
      started().tell('hold');
      await held;
    },
    async stop() {
      started().tell('stop', true);
      return started().finished;
    },
  };
}

/**
 * The class beside the scoring learners and without them, counted in alternating windows (`windows` of each, every one
 * `seconds / windows` long, the class alone first): the machine's drift and the class's growing data fall on both
 * alike, where two phases one after the other compared two moments of the run. Between two windows the learners are
 * let go or held (each stops before its next round), and the class's requests of that change count under neither.
 */
export function alternating(scoring: ReturnType<typeof scoringLearners>, seconds: number, windows: number): Counting {
  let condition: string | null = null;
  const windowMs = (seconds * 1000) / windows;
  const during = async (name: string) => {
    condition = name;
    await new Promise((resolve) => setTimeout(resolve, windowMs));
    condition = null;
  };
  return {
    async run() {
      for (let window = 0; window < windows; window++) {
        await during('alone');
        scoring.go();
        await during('scored');
        await scoring.hold();
      }
    },
    condition: () => condition,
  };
}

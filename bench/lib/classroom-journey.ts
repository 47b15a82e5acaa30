import autocannon from 'autocannon';
import type { Learner } from './learners';

/** What one simulated learner does in a loop: the lab's pages and practice API, reads and writes. */
interface Step {
  kind: string;
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  body?: (iteration: number) => unknown;
}

export const JOURNEY: Step[] = [
  { kind: 'page  /student/practice/mouse-action/v1', method: 'GET', path: '/student/practice/mouse-action/v1' },
  // What the page's script asks first: the learner's part of the page (the HTML is the same for every learner).
  { kind: 'read  GET …/page-flags', method: 'GET', path: '/api/practice/v1/page-flags?exercise=mouse-action' },
  { kind: 'read  GET /api/practice/settings', method: 'GET', path: '/api/practice/settings' },
  { kind: 'read  GET …/mouse-action/board', method: 'GET', path: '/api/practice/v1/mouse-action/board' },
  {
    kind: 'write POST …/mouse-action/board/moves',
    method: 'POST',
    path: '/api/practice/v1/mouse-action/board/moves',
    body: (i) => ({ card: 'login', to: i % 2 ? 'backlog' : 'sprint', index: 0 }),
  },
  { kind: 'read  GET …/mouse-action/board', method: 'GET', path: '/api/practice/v1/mouse-action/board' },
  // Not the Web Elements feed: it waits 500 ms on purpose (an exercise in waiting).
  { kind: 'read  GET …/reservation/bookings', method: 'GET', path: '/api/practice/v1/reservation/bookings' },
  { kind: 'write PUT /api/practice/settings', method: 'PUT', path: '/api/practice/settings', body: () => ({ bugMode: false }) },
  { kind: 'page  /student', method: 'GET', path: '/student' },
  // What the profile page's script asks: the learner's own profile (the HTML is the same for every learner).
  { kind: 'read  GET /api/users/me', method: 'GET', path: '/api/users/me' },
];

/** One step of the journey as `learner` sends it in loop `iteration`, its reply read to the end. */
export async function sendStep(base: string, learner: Learner, step: Step, iteration: number): Promise<Response> {
  const response = await fetch(base + step.path, {
    method: step.method,
    redirect: 'manual',
    headers: { cookie: learner.cookie, ...(step.body ? { 'content-type': 'application/json' } : {}) },
    body: step.body ? JSON.stringify(step.body(iteration)) : undefined,
  });
  await response.arrayBuffer();
  return response;
}

export interface KindFigures {
  kind: string;
  count: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  limited: number;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** A learner's pause between two actions: 250–750 ms, the same sequence every run (a seeded generator). */
function thinkTimes(seed: number): () => number {
  let state = seed * 2654435761 + 1;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return 250 + (state % 501);
  };
}

/** Learners arrive over this long (a class does not press Enter in the same second)… */
const ARRIVAL_MS = 4_000;
/**
 * …and nothing is counted until every learner has been through the journey once (their pages rendered for the
 * first time, their sessions checked) and at least this long after the first one arrived: the counted figures are
 * the class at work. Each learner's first loop is reported apart, as the class arriving.
 */
export const WARM_UP_MS = 6_000;
/** A class that has not warmed up by then is counted all the same, so the benchmark always ends. */
const WARM_UP_CAP_MS = 60_000;

export interface ClassFigures {
  figures: KindFigures[];
  all: KindFigures;
  /** Every request of each learner's first loop: the class arriving. */
  arrival: KindFigures;
  /** How long after the first learner arrived the counting began. */
  warmUpMs: number;
}

/**
 * How a class's requests are counted once every learner has been through the journey once: `run` is called then and
 * counting ends when it resolves; `condition` names what a request started at that moment is counted under (null: not
 * counted, a change between two conditions).
 */
export interface Counting {
  run(): Promise<void>;
  condition(): string | null;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One condition's requests, per kind: their latencies, the errors and the 429s among them. */
interface Tally {
  samples: Map<string, number[]>;
  errors: Map<string, number>;
  limited: Map<string, number>;
}
const newTally = (): Tally => ({ samples: new Map(), errors: new Map(), limited: new Map() });
const bump = (map: Map<string, number>, kind: string) => map.set(kind, (map.get(kind) ?? 0) + 1);

/**
 * Every learner runs JOURNEY in a loop on its instance (`urls[i % urls.length]`), arriving spread over
 * ARRIVAL_MS; requests started in the `seconds` after the warm-up are counted. Answers per kind of request:
 * how many, p50 and p99 latency, errors (any other failure) and 429s. `onCounting` is called once, when counting
 * starts (the load-testing learner starts then).
 */
export async function runClassroom(urls: string[], learners: Learner[], seconds: number, onCounting?: () => void): Promise<ClassFigures> {
  const counting: Counting = {
    async run() {
      onCounting?.();
      await sleep(seconds * 1000);
    },
    condition: () => 'all',
  };
  return (await runClassroomCounted(urls, learners, counting)).get('all')!;
}

/** The class as runClassroom runs it, its requests counted under `counting`'s conditions: figures per condition. */
export async function runClassroomCounted(urls: string[], learners: Learner[], counting: Counting): Promise<Map<string, ClassFigures>> {
  // Per condition, per kind of request: latencies, errors and 429s.
  const tallies = new Map<string, Tally>();
  const tallyOf = (condition: string) => tallies.get(condition) ?? tallies.set(condition, newTally()).get(condition)!;
  const arrival: number[] = [];
  let arrivalErrors = 0;
  const began = Date.now();
  let counted = Infinity;
  let deadline = Infinity;
  let warmedUp = 0;
  let countingDone: Promise<void> = Promise.resolve();
  const startCounting = () => {
    if (counted !== Infinity) return;
    counted = Math.max(Date.now(), began + WARM_UP_MS);
    countingDone = sleep(counted - Date.now())
      .then(() => counting.run())
      .then(() => {
        deadline = Date.now();
      });
  };
  const cap = setTimeout(startCounting, WARM_UP_CAP_MS);

  await Promise.all(
    learners.map(async (learner, index) => {
      const think = thinkTimes(index + 1);
      const base = urls[index % urls.length];
      await sleep((index * ARRIVAL_MS) / learners.length);
      for (let iteration = 0; Date.now() < deadline; iteration++) {
        for (const step of JOURNEY) {
          await sleep(think());
          if (Date.now() >= deadline) return;
          const condition = Date.now() >= counted ? counting.condition() : null;
          const started = performance.now();
          try {
            const response = await sendStep(base, learner, step, iteration);
            const ms = performance.now() - started;
            if (iteration === 0) {
              arrival.push(ms);
              if (response.status !== 200) arrivalErrors++;
            }
            if (condition === null) continue;
            const tally = tallyOf(condition);
            const latencies = tally.samples.get(step.kind) ?? tally.samples.set(step.kind, []).get(step.kind)!;
            latencies.push(ms);
            if (response.status === 429) bump(tally.limited, step.kind);
            else if (response.status !== 200) bump(tally.errors, step.kind);
          } catch {
            if (iteration === 0) arrivalErrors++;
            if (condition !== null) bump(tallyOf(condition).errors, step.kind);
          }
        }
        if (iteration === 0 && ++warmedUp === learners.length) startCounting();
      }
    }),
  );
  clearTimeout(cap);
  await countingDone;

  const figuresOf = (kind: string, values: number[], errorCount: number, limitedCount: number): KindFigures => {
    const sorted = [...values].sort((a, b) => a - b);
    return { kind, count: sorted.length, p50Ms: percentile(sorted, 50), p99Ms: percentile(sorted, 99), errors: errorCount, limited: limitedCount };
  };
  const kinds = [...new Set(JOURNEY.map((step) => step.kind))];
  const arrivalFigures = figuresOf('arrival', arrival, arrivalErrors, 0);
  const total = (map: Map<string, number>) => [...map.values()].reduce((a, b) => a + b, 0);
  const byCondition = new Map<string, ClassFigures>();
  for (const [condition, { samples, errors, limited }] of tallies) {
    byCondition.set(condition, {
      figures: kinds.map((kind) => figuresOf(kind, samples.get(kind) ?? [], errors.get(kind) ?? 0, limited.get(kind) ?? 0)),
      all: figuresOf('all', [...samples.values()].flat(), total(errors), total(limited)),
      arrival: arrivalFigures,
      warmUpMs: counted - began,
    });
  }
  return byCondition;
}

export interface HammerFigures {
  requests: number;
  ok: number;
  limited: number;
  other: number;
}

/**
 * The load-testing learner: one learner's session on one endpoint at full speed (16 connections), from `start()`
 * until `stop()`.
 */
export function hammer(url: string, cookie: string): { start(): void; stop(): Promise<HammerFigures> } {
  let finished: Promise<HammerFigures> | null = null;
  let tracker: { stop(): void } | null = null;
  return {
    start() {
      finished = new Promise((resolve, reject) => {
        // Runs until stopped; the hour is only a bound.
        tracker = autocannon({ url, connections: 16, duration: 3600, headers: { cookie } }, (error, result) => {
          if (error) return reject(error);
          const stats = (result as unknown as { statusCodeStats: Record<string, { count: number }> }).statusCodeStats ?? {};
          const count = (code: string) => stats[code]?.count ?? 0;
          const total = Object.values(stats).reduce((sum, entry) => sum + entry.count, 0);
          resolve({ requests: total, ok: count('200'), limited: count('429'), other: total - count('200') - count('429') });
        });
      });
    },
    async stop() {
      if (!finished) throw new Error('the load-testing learner never started');
      tracker!.stop();
      return finished;
    },
  };
}

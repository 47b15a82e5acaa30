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
];

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
/** …and nothing is counted until this long after the first one: the figures are the steady state. */
export const WARM_UP_MS = 6_000;

/**
 * Every learner runs JOURNEY in a loop on its instance (`urls[i % urls.length]`), arriving spread over
 * ARRIVAL_MS, and the requests started in the `seconds` after WARM_UP_MS are counted. Answers per kind of
 * request: how many, p50 and p99 latency, errors (any other failure) and 429s.
 */
export async function runClassroom(urls: string[], learners: Learner[], seconds: number): Promise<{ figures: KindFigures[]; all: KindFigures }> {
  const samples = new Map<string, number[]>();
  const errors = new Map<string, number>();
  const limited = new Map<string, number>();
  const counted = Date.now() + WARM_UP_MS;
  const deadline = counted + seconds * 1000;
  const bump = (map: Map<string, number>, kind: string) => map.set(kind, (map.get(kind) ?? 0) + 1);

  await Promise.all(
    learners.map(async (learner, index) => {
      const think = thinkTimes(index + 1);
      const base = urls[index % urls.length];
      await new Promise((resolve) => setTimeout(resolve, (index * ARRIVAL_MS) / learners.length));
      for (let iteration = 0; Date.now() < deadline; iteration++) {
        for (const step of JOURNEY) {
          await new Promise((resolve) => setTimeout(resolve, think()));
          if (Date.now() >= deadline) return;
          const counts = Date.now() >= counted;
          const started = performance.now();
          try {
            const response = await fetch(base + step.path, {
              method: step.method,
              redirect: 'manual',
              headers: { cookie: learner.cookie, ...(step.body ? { 'content-type': 'application/json' } : {}) },
              body: step.body ? JSON.stringify(step.body(iteration)) : undefined,
            });
            await response.arrayBuffer();
            if (!counts) continue;
            const ms = performance.now() - started;
            if (!samples.has(step.kind)) samples.set(step.kind, []);
            samples.get(step.kind)!.push(ms);
            if (response.status === 429) bump(limited, step.kind);
            else if (response.status !== 200) bump(errors, step.kind);
          } catch {
            if (counts) bump(errors, step.kind);
          }
        }
      }
    }),
  );

  const figuresOf = (kind: string, values: number[]): KindFigures => {
    const sorted = [...values].sort((a, b) => a - b);
    return {
      kind,
      count: sorted.length,
      p50Ms: percentile(sorted, 50),
      p99Ms: percentile(sorted, 99),
      errors: kind === 'all' ? [...errors.values()].reduce((a, b) => a + b, 0) : (errors.get(kind) ?? 0),
      limited: kind === 'all' ? [...limited.values()].reduce((a, b) => a + b, 0) : (limited.get(kind) ?? 0),
    };
  };
  const kinds = [...new Set(JOURNEY.map((step) => step.kind))];
  return { figures: kinds.map((kind) => figuresOf(kind, samples.get(kind) ?? [])), all: figuresOf('all', [...samples.values()].flat()) };
}

export interface HammerFigures {
  requests: number;
  ok: number;
  limited: number;
  other: number;
}

/** The load-testing learner: one learner's session on one endpoint at full speed (16 connections). */
export async function hammer(url: string, cookie: string, seconds: number): Promise<HammerFigures> {
  const result = await autocannon({ url, connections: 16, duration: seconds, headers: { cookie } });
  const stats = (result as unknown as { statusCodeStats: Record<string, { count: number }> }).statusCodeStats ?? {};
  const count = (code: string) => stats[code]?.count ?? 0;
  const total = Object.values(stats).reduce((sum, entry) => sum + entry.count, 0);
  return { requests: total, ok: count('200'), limited: count('429'), other: total - count('200') - count('429') };
}

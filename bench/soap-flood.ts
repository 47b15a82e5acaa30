// bench/soap-flood: do anonymous clients posting large SOAP bodies slow the site down? (issue 39, part 3). On the
// built app (`npm run build` first), each run starts a fresh app on the embedded database and probes /api/health every
// 20 ms:
//   1. idle, for BENCH_SECONDS (default 10): the baseline;
//   2. while BENCH_FLOODERS anonymous clients (default 4, as in the issue) post to the Employee SOAP service as fast as
//      it answers, each alternating the two large bodies the issue names: 64 KB of sibling elements (16,000 of
//      them), and a 60 KB envelope within the element bound with a wrong WS-Security secret (parsed in full, then
//      refused and counted against the address). The flooders run in a process of their own (./lib/soap-flooder.ts),
//      as bench:practice-uploads' uploader does: in the probe's process, writing and reading their bodies delayed the
//      probe's own replies.
// The per-address limit on failed credentials is raised (startApp's RATE_LIMIT_SCALE of 1000), so the flood meets the
// parse and credential path on every request rather than a cheap 429: this measures what each body costs, not the
// limit. BENCH_REAL_LIMITS=1 keeps the real limits instead (RATE_LIMIT_SCALE 1): then, past 150 failures from the
// bench's one address, the wrong-secret bodies meet the cheap 429. Every figure is the median of BENCH_RUNS runs (default 3), the baseline measured in the same run.
// Target: health p99 during the flood at most 2× its idle baseline. Prints its figures; asserts nothing.
import { startApp, type RunningApp } from './lib/app-server';
import { startLoadProcess } from './lib/load-process';
import { median } from './lib/load';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const FLOODERS = Number(process.env.BENCH_FLOODERS ?? 4);
const PORT = Number(process.env.BENCH_PORT ?? 3560);
interface Latencies {
  p50: number;
  p99: number;
  max: number;
  count: number;
}

function summary(samples: number[]): Latencies {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
  return { p50: at(50), p99: at(99), max: sorted.at(-1) ?? 0, count: sorted.length };
}

async function probeHealth(app: RunningApp, deadline: number): Promise<number[]> {
  const samples: number[] = [];
  while (Date.now() < deadline) {
    const started = performance.now();
    const reply = await fetch(`${app.url}/api/health`);
    await reply.arrayBuffer();
    if (reply.status !== 200) throw new Error(`health answered ${reply.status}`);
    samples.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return samples;
}

/**
 * The flooders, in their own process (./lib/soap-flooder.ts, started by ./lib/load-process.ts): loaded first, then
 * flooding from the moment `start` is called until the deadline it gets. `done` answers the statuses they got.
 */
async function floodersReady(app: RunningApp, clients: number): Promise<{ start(deadline: number): void; done: Promise<Map<number, number>> }> {
  const flooders = await startLoadProcess<Record<string, number>>('bench/lib/soap-flooder.ts', { FLOODER_URL: app.url, FLOODER_CLIENTS: String(clients) });
  const done = flooders.finished.then((counted) => new Map(Object.entries(counted).map(([status, n]) => [Number(status), n])));
  return { start: (deadline) => flooders.tell(String(deadline), true), done };
}

interface RunFigures {
  idle: Latencies;
  flooded: Latencies;
  statuses: Map<number, number>;
}

async function oneRun(run: number): Promise<RunFigures> {
  const app = await startApp(PORT, `soap-flood-${run}`, process.env.BENCH_REAL_LIMITS === '1' ? { RATE_LIMIT_SCALE: '1' } : {});
  try {
    // Warm up the health route and the service (its modules, the database) before anything is measured.
    const warm = Date.now() + 3000;
    const warmer = await floodersReady(app, 1);
    warmer.start(warm);
    await Promise.all([probeHealth(app, warm), warmer.done]);
    const idle = summary(await probeHealth(app, Date.now() + SECONDS * 1000));
    // The flooders' process is loaded before the phase starts, so the flood holds from the probe's first request.
    const flooders = await floodersReady(app, FLOODERS);
    const deadline = Date.now() + SECONDS * 1000;
    flooders.start(deadline);
    const [flooded, statuses] = await Promise.all([probeHealth(app, deadline), flooders.done]);
    return { idle, flooded: summary(flooded), statuses };
  } finally {
    await app.stop();
  }
}

const ms = (value: number) => `${value.toFixed(1)} ms`.padStart(9);

async function main() {
  const runs: RunFigures[] = [];
  for (let run = 1; run <= RUNS; run++) {
    runs.push(await oneRun(run));
    const last = runs.at(-1)!;
    const statuses = [...last.statuses].map(([status, n]) => `${status}×${n}`).join(' ');
    console.log(`run ${run}: health p99 idle ${ms(last.idle.p99)}, flooded ${ms(last.flooded.p99)}; flood answers ${statuses}`);
  }
  const pick = (get: (r: RunFigures) => number) => median(runs.map(get));
  console.log(`\nSOAP flood: /api/health every 20 ms, ${FLOODERS} anonymous SOAP clients, ${SECONDS} s a phase, medians of ${RUNS} runs (load generator on the same machine)`);
  for (const [title, get] of [
    ['idle (baseline)', (r: RunFigures) => r.idle],
    [`beside ${FLOODERS} flooders`, (r: RunFigures) => r.flooded],
  ] as const) {
    console.log(`${title.padEnd(20)} health p50 ${ms(pick((r) => get(r).p50))}  p99 ${ms(pick((r) => get(r).p99))}  max ${ms(pick((r) => get(r).max))}  probes ${pick((r) => get(r).count)}`);
  }
  const ratio = pick((r) => r.flooded.p99) / pick((r) => r.idle.p99);
  console.log(`\nTarget (issue 39): health p99 flooded / idle ≤ 2: ${ratio.toFixed(2)}× ${ratio <= 2 ? 'meets' : 'MISSES'}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

// bench/classroom: a class of learners in the practice lab at once, on the built app (`npm run build` first).
// BENCH_LEARNERS simulated learners (default 100), each with an account and a session, loop through a lab
// journey (bench/lib/classroom-journey.ts: exercise and portal pages, practice API reads and writes, a
// 250–750 ms pause between actions). Counting starts once every learner has been through the journey once (the
// first loop, every page rendered for that learner for the first time, is reported apart as the class arriving)
// and lasts BENCH_SECONDS (default 20). The same class runs again beside a "load-testing learner" hammering one
// endpoint at full speed while it is counted, who must meet 429s while the others' p99 stays within 2× of the
// class alone. Then, on an app with the limits raised, the practice API alone: a
// read against a bare Node server answering the same bytes, and a write, at 32 connections; and the
// logged-in pages alone against a bare Next.js page of the same size (bench/floor-app's /dynamic), and the
// write against a bare Next.js route handler (bench/floor-app's /api/echo).
// Every figure is the median of BENCH_RUNS runs (default 3); each run starts a fresh app with the
// README's defaults. With BENCH_DATABASE_URL (a PostgreSQL server) the class runs on two instances of
// one database instead. Prints its figures and the targets (issue 20); asserts nothing.
import autocannon from 'autocannon';
import { ADMIN as CLUSTER_ADMIN, startCluster } from '../e2e-cluster/instances';
import { startApp } from './lib/app-server';
import { startBareServer } from './lib/bare-server';
import { startFloorApp } from './lib/floor-app';
import { hammer, runClassroom, type ClassFigures, type HammerFigures, type KindFigures } from './lib/classroom-journey';
import { createLearners } from './lib/learners';
import { median } from './lib/load';
import { floorPathOfSize, pageBytes } from './lib/page-baseline';

const LEARNERS = Number(process.env.BENCH_LEARNERS ?? 100);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const POSTGRES = process.env.BENCH_DATABASE_URL;
/** BENCH_MICRO_ONLY=1 skips the class: the practice API and pages alone, for a quick look while changing them. */
const MICRO_ONLY = process.env.BENCH_MICRO_ONLY === '1';
const MICRO_CONNECTIONS = 32;
const MICRO_SECONDS = 8;
const BOARD = '/api/practice/v1/mouse-action/board';
/**
 * Logged-in pages measured one at a time against a bare Next.js page of the same size: as a learner's
 * reload gets them (their own copy, lib/fast-path/serve-learner-page.ts), and rendered by Next as after a
 * change (a query string skips the copy).
 */
const PAGES = ['/student', '/student/practice/reservation/v1', '/student/practice/mouse-action/v1'].flatMap((path) => [path, `${path}?rendered`]);

interface PageFigures {
  path: string;
  bytes: number;
  app: number;
  appP99: number;
  floor: number;
  floorBytes: number;
}

interface RunFigures {
  alone: ClassFigures;
  beside: ClassFigures;
  tester: HammerFigures;
  read: { app: number; bare: number; appP99: number };
  write: { rps: number; p99: number; non2xx: number; floor: number; floorP99: number };
  pages: PageFigures[];
}

/** The app's instances for one run: the embedded database by default, two on PostgreSQL with BENCH_DATABASE_URL. */
async function startInstances(run: number): Promise<{ urls: string[]; admin?: { email: string; password: string }; stop(): Promise<void> }> {
  if (POSTGRES) {
    // The README's defaults (RATE_LIMIT_SCALE 1), as the two-instance e2e runs them.
    const cluster = await startCluster(POSTGRES, [3430, 3431]);
    return { urls: [cluster.a.url, cluster.b.url], admin: CLUSTER_ADMIN, stop: () => cluster.stop() };
  }
  // RATE_LIMIT_SCALE 1: the README's limits, the practice API's per-learner limit included.
  const app = await startApp(3420, `classroom-${run}`, { RATE_LIMIT_SCALE: '1' });
  return { urls: [app.url], stop: () => app.stop() };
}

/** Each page for the learner at MICRO_CONNECTIONS, then the floor app's page of the same size. */
async function pages(appUrl: string, cookie: string, floorUrl: string): Promise<PageFigures[]> {
  const figures: PageFigures[] = [];
  for (const path of PAGES) {
    const bytes = await pageBytes(appUrl + path, cookie);
    const floorPage = await floorPathOfSize(floorUrl, bytes);
    const app = await autocannon({ url: appUrl + path, connections: MICRO_CONNECTIONS, duration: MICRO_SECONDS, headers: { cookie } });
    const floor = await autocannon({ url: floorUrl + floorPage.path, connections: MICRO_CONNECTIONS, duration: MICRO_SECONDS });
    if (app.non2xx > 0) throw new Error(`${path} answered ${app.non2xx} non-2xx replies under load`);
    figures.push({ path, bytes, app: app.requests.average, appP99: app.latency.p99, floor: floor.requests.average, floorBytes: floorPage.bytes });
  }
  return figures;
}

async function micro(run: number, floorUrl: string): Promise<Pick<RunFigures, 'read' | 'write' | 'pages'>> {
  // Limits raised (the bench app's default): this measures what one request costs, not the limit.
  const app = await startApp(3422, `classroom-micro-${run}`);
  try {
    const [learner] = await createLearners([app.url], 1, `micro${run}`);
    const reply = await fetch(app.url + BOARD, { headers: { cookie: learner.cookie } });
    const bare = await startBareServer(3423, { [BOARD]: { body: Buffer.from(await reply.arrayBuffer()), contentType: 'application/json' } });
    try {
      const appRead = await autocannon({ url: app.url + BOARD, connections: MICRO_CONNECTIONS, duration: MICRO_SECONDS, headers: { cookie: learner.cookie } });
      const bareRead = await autocannon({ url: bare.url + BOARD, connections: MICRO_CONNECTIONS, duration: MICRO_SECONDS });
      const write = await autocannon({
        url: `${app.url}/api/practice/v1/mouse-action/board/moves`,
        method: 'POST',
        connections: MICRO_CONNECTIONS,
        duration: MICRO_SECONDS,
        headers: { cookie: learner.cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ card: 'login', to: 'sprint', index: 0 }),
      });
      // The floor: Next.js reading the same JSON body and answering JSON, with nothing of the app's own.
      const floorWrite = await autocannon({
        url: `${floorUrl}/api/echo`,
        method: 'POST',
        connections: MICRO_CONNECTIONS,
        duration: MICRO_SECONDS,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ card: 'login', to: 'sprint', index: 0 }),
      });
      return {
        read: { app: appRead.requests.average, bare: bareRead.requests.average, appP99: appRead.latency.p99 },
        write: { rps: write.requests.average, p99: write.latency.p99, non2xx: write.non2xx, floor: floorWrite.requests.average, floorP99: floorWrite.latency.p99 },
        pages: await pages(app.url, learner.cookie, floorUrl),
      };
    } finally {
      await bare.stop();
    }
  } finally {
    await app.stop();
  }
}

async function oneRun(run: number, floorUrl: string): Promise<RunFigures> {
  if (MICRO_ONLY) {
    const none: KindFigures = { kind: 'all', count: 0, p50Ms: 0, p99Ms: 0, errors: 0, limited: 0 };
    const noClass: ClassFigures = { figures: [], all: none, arrival: none, warmUpMs: 0 };
    return { alone: noClass, beside: noClass, tester: { requests: 0, ok: 0, limited: 0, other: 0 }, ...(await micro(run, floorUrl)) };
  }
  const instances = await startInstances(run);
  try {
    const learners = await createLearners(instances.urls, LEARNERS + 1, `r${run}`, instances.admin);
    const tester = learners.pop()!;
    const alone = await runClassroom(instances.urls, learners, SECONDS);
    // Beside the class for as long as it is counted.
    const loadTester = hammer(instances.urls[0] + BOARD, tester.cookie);
    const beside = await runClassroom(instances.urls, learners, SECONDS, () => loadTester.start());
    const hammered = await loadTester.stop();
    return { alone, beside, tester: hammered, ...(await micro(run, floorUrl)) };
  } finally {
    await instances.stop();
  }
}

const ms = (value: number) => `${value.toFixed(0)}ms`;
const verdict = (ok: boolean) => (ok ? 'meets' : 'MISSES');

function classTable(title: string, runs: ClassFigures[]) {
  console.log(`\n${title}`);
  const arrival = runs.map((run) => run.arrival);
  console.log(
    `arriving: each learner's first loop, their pages rendered for the first time: p50 ${ms(median(arrival.map((row) => row.p50Ms)))}, ` +
      `p99 ${ms(median(arrival.map((row) => row.p99Ms)))}, ${arrival.reduce((sum, row) => sum + row.errors, 0)} errors; ` +
      `counted from ${(median(runs.map((run) => run.warmUpMs)) / 1000).toFixed(1)} s on, when every learner had been through once`,
  );
  console.log('kind of request                              req/s     p50     p99  errors  429s');
  const kinds = runs[0].figures.map((figure) => figure.kind);
  for (const kind of [...kinds, 'all']) {
    const rows = runs.map((run) => (kind === 'all' ? run.all : run.figures.find((figure) => figure.kind === kind)!));
    console.log(
      `${kind.padEnd(42)} ${(median(rows.map((row) => row.count)) / SECONDS).toFixed(1).padStart(7)} ${ms(median(rows.map((row) => row.p50Ms))).padStart(7)} ` +
        `${ms(median(rows.map((row) => row.p99Ms))).padStart(7)} ${String(rows.reduce((sum, row) => sum + row.errors, 0)).padStart(7)} ${String(rows.reduce((sum, row) => sum + row.limited, 0)).padStart(5)}`,
    );
  }
}

async function main() {
  const runs: RunFigures[] = [];
  // Built once (about half a minute) and idle while the class runs.
  const floor = await startFloorApp(3424);
  try {
    for (let run = 1; run <= RUNS; run++) {
      console.log(`run ${run} of ${RUNS}…`);
      runs.push(await oneRun(run, floor.url));
    }
  } finally {
    await floor.stop();
  }
  const where = POSTGRES ? 'two instances on one PostgreSQL' : 'the embedded database';
  console.log(`\nClassroom: ${LEARNERS} learners, ${SECONDS}s, ${where}, medians of ${RUNS} runs (2 cores; load generator on the same machine)`);
  classTable('The class alone', runs.map((run) => run.alone));
  classTable('The class beside a load-testing learner (16 connections on one endpoint)', runs.map((run) => run.beside));

  const aloneP99 = median(runs.map((run) => run.alone.all.p99Ms));
  const besideP99 = median(runs.map((run) => run.beside.all.p99Ms));
  const errors = runs.reduce((sum, run) => sum + run.alone.all.errors + run.beside.all.errors, 0);
  console.log('\nThe load-testing learner, per run: requests, 200s, 429s, other');
  for (const { tester } of runs) console.log(`  ${tester.requests}  ${tester.ok}  ${tester.limited}  ${tester.other}`);

  const readRatio = median(runs.map((run) => run.read.app / run.read.bare));
  console.log(`\nPractice API alone, ${MICRO_CONNECTIONS} connections, ${MICRO_SECONDS}s, one learner, limits raised (embedded database)`);
  console.log(
    `  read  GET ${BOARD}: ${median(runs.map((run) => run.read.app)).toFixed(0)} req/s against a bare Node server's ${median(runs.map((run) => run.read.bare)).toFixed(0)}` +
      ` = ${readRatio.toFixed(2)}×, p99 ${ms(median(runs.map((run) => run.read.appP99)))}`,
  );
  const writeP99 = median(runs.map((run) => run.write.p99));
  console.log(
    `  write POST …/board/moves: ${median(runs.map((run) => run.write.rps)).toFixed(0)} req/s, p99 ${ms(writeP99)}, non-2xx ${runs.reduce((sum, run) => sum + run.write.non2xx, 0)}; ` +
      `a bare Next.js route handler reading and answering the same JSON: ${median(runs.map((run) => run.write.floor)).toFixed(0)} req/s, p99 ${ms(median(runs.map((run) => run.write.floorP99)))}` +
      ` (${median(runs.map((run) => run.write.rps / run.write.floor)).toFixed(2)}×)`,
  );

  console.log(`\nLogged-in pages alone, ${MICRO_CONNECTIONS} connections, ${MICRO_SECONDS}s, one learner, against a bare Next.js page of the same size`);
  const pageRatios = PAGES.map((path, i) => {
    const rows = runs.map((run) => run.pages[i]);
    const ratio = median(rows.map((row) => row.app / row.floor));
    console.log(
      `  ${path.padEnd(46)} ${median(rows.map((row) => row.app)).toFixed(0).padStart(6)} req/s, p99 ${ms(median(rows.map((row) => row.appP99)))}, ` +
        `${rows[0].bytes} bytes; floor ${median(rows.map((row) => row.floor)).toFixed(0)} req/s at ${rows[0].floorBytes} bytes = ${ratio.toFixed(2)}×`,
    );
    return ratio;
  });

  console.log('\nTargets (issue 20)');
  console.log(`  classroom: 0 errors and p99 < 250 ms: ${errors} errors, p99 ${ms(aloneP99)} (${verdict(errors === 0 && aloneP99 < 250)})`);
  console.log(`  the load tester meets 429s: ${verdict(runs.every((run) => run.tester.limited > 0))}`);
  console.log(`  the others' p99 beside it within 2× of alone: ${ms(besideP99)} vs ${ms(aloneP99)} (${verdict(besideP99 <= 2 * aloneP99)})`);
  console.log(`  practice API reads ≥ 0.25× bare Node (stretch 0.5): ${readRatio.toFixed(2)}× (${verdict(readRatio >= 0.25)})`);
  const rendered = pageRatios.filter((_, i) => PAGES[i].endsWith('?rendered'));
  const remembered = pageRatios.filter((_, i) => !PAGES[i].endsWith('?rendered'));
  console.log(`  logged-in pages ≥ 0.5× a bare Next.js page of the same size, a reload: ${remembered.map((r) => r.toFixed(2) + '×').join(', ')} (${verdict(remembered.every((r) => r >= 0.5))})`);
  console.log(`  the same, rendered by Next: ${rendered.map((r) => r.toFixed(2) + '×').join(', ')} (${verdict(rendered.every((r) => r >= 0.5))})`);
  console.log(`  practice API writes p99 < 100 ms at ${MICRO_CONNECTIONS} connections: ${ms(writeP99)} (${verdict(writeP99 < 100)})`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

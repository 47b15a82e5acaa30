import autocannon from 'autocannon';
import { startApp, type RunningApp } from './app-server';
import { startBareServer } from './bare-server';
import { cpuMsOf } from './cpu-time';
import { createLearners } from './learners';
import { floorPathOfSize, pageBytes } from './page-baseline';

// bench/classroom's micro benchmarks: one learner at MICRO_CONNECTIONS on an app with the limits raised (what one
// request costs, not the limit), each against a baseline measured in the same run. A practice read against a bare
// Node server answering the same bytes; a practice write against a bare Next.js route handler reading and answering
// the same JSON (bench/floor-app's /api/echo); the logged-in pages against a bare Next.js page of the same size
// (its /dynamic).

/** The floor app (bench/lib/floor-app.ts): its address and process. */
export interface Floor {
  url: string;
  pid: number;
}

export const MICRO_CONNECTIONS = 32;
export const MICRO_SECONDS = 8;
export const BOARD = '/api/practice/v1/mouse-action/board';
const MOVE = JSON.stringify({ card: 'login', to: 'sprint', index: 0 });
/**
 * Logged-in pages measured one at a time against a bare Next.js page of the same size: as a learner's
 * reload gets them (their own copy, lib/fast-path/serve-learner-page.ts), and rendered by Next as after a
 * change (a query string skips the copy).
 */
export const PAGES = ['/student', '/student/practice/reservation/v1', '/student/practice/mouse-action/v1'].flatMap((path) => [path, `${path}?rendered`]);

export interface PageFigures {
  path: string;
  bytes: number;
  app: number;
  appP99: number;
  floor: number;
  floorBytes: number;
}

export interface MicroFigures {
  /** Absent when only the write was measured (BENCH_WRITE_ONLY). */
  read?: { app: number; bare: number; appP99: number };
  /** With the CPU time each server spent per request (ms), which a busy machine distorts far less than req/s. */
  write: { rps: number; p99: number; non2xx: number; floor: number; floorP99: number; cpuMs: number; floorCpuMs: number };
  pages: PageFigures[];
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

async function read(appUrl: string, cookie: string, barePort: number): Promise<MicroFigures['read']> {
  const reply = await fetch(appUrl + BOARD, { headers: { cookie } });
  const bare = await startBareServer(barePort, { [BOARD]: { body: Buffer.from(await reply.arrayBuffer()), contentType: 'application/json' } });
  try {
    const app = await autocannon({ url: appUrl + BOARD, connections: MICRO_CONNECTIONS, duration: MICRO_SECONDS, headers: { cookie } });
    const bareRead = await autocannon({ url: bare.url + BOARD, connections: MICRO_CONNECTIONS, duration: MICRO_SECONDS });
    return { app: app.requests.average, bare: bareRead.requests.average, appP99: app.latency.p99 };
  } finally {
    await bare.stop();
  }
}

async function write(app: RunningApp, cookie: string, floor: Floor): Promise<MicroFigures['write']> {
  // The session is checked once before (as after any request of the learner): the load is the writes alone.
  await fetch(app.url + BOARD, { headers: { cookie } });
  const body = MOVE;
  const json = { 'content-type': 'application/json' };
  const appCpu = cpuMsOf(app.pid);
  const writes = await autocannon({ url: `${app.url}${BOARD}/moves`, method: 'POST', connections: MICRO_CONNECTIONS, duration: MICRO_SECONDS, headers: { cookie, ...json }, body });
  const cpuMs = (cpuMsOf(app.pid) - appCpu) / writes.requests.total;
  // The floor: Next.js reading the same JSON body and answering JSON, with nothing of the app's own.
  const floorCpu = cpuMsOf(floor.pid);
  const echoes = await autocannon({ url: `${floor.url}/api/echo`, method: 'POST', connections: MICRO_CONNECTIONS, duration: MICRO_SECONDS, headers: json, body });
  const floorCpuMs = (cpuMsOf(floor.pid) - floorCpu) / echoes.requests.total;
  return {
    rps: writes.requests.average,
    p99: writes.latency.p99,
    non2xx: writes.non2xx,
    floor: echoes.requests.average,
    floorP99: echoes.latency.p99,
    cpuMs,
    floorCpuMs,
  };
}

/** The micro benchmarks of one run, on a fresh app at `port` (the bare server at port + 1). */
export async function micro(run: number, floor: Floor, port: number, writeOnly: boolean): Promise<MicroFigures> {
  const app = await startApp(port, `classroom-micro-${run}`);
  try {
    const [learner] = await createLearners([app.url], 1, `micro${run}`);
    if (writeOnly) return { write: await write(app, learner.cookie, floor), pages: [] };
    const readFigures = await read(app.url, learner.cookie, port + 1);
    const writeFigures = await write(app, learner.cookie, floor);
    return { read: readFigures, write: writeFigures, pages: await pages(app.url, learner.cookie, floor.url) };
  } finally {
    await app.stop();
  }
}

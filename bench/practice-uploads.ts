// bench/practice-uploads: does one learner's uploading stall everybody else? (issue 29, finding 1). On the
// built app (`npm run build` first), each run starts a fresh app on the embedded database and measures
// BENCH_READERS readers (default 10 learners looping over practice API reads, 50 ms apart) and a probe of
// /api/health every 20 ms:
//   1. alone, for BENCH_SECONDS (default 15);
//   2. beside one learner uploading and downloading Web Elements files at full speed with bug mode on
//      (4 MB files, the hard cap), BENCH_UPLOADS loops at once (default 10, as in the review);
//   3. the same with bug mode off (1 MB files).
// The uploader runs in its own process (bench/lib/practice-uploader.ts) and is verified the way a learner
// verifies (the code from the outbox), since storing files needs a verified e-mail. The app's per-learner
// practice limit and the per-address hourly storage bound are raised, so that the uploader really moves
// bytes at full speed instead of meeting 429s: this measures the storage path, not the limits.
// Every figure is the median of BENCH_RUNS runs (default 3). Target: health and readers' p99 beside the
// uploader at most 2× the same readers alone. Prints its figures; asserts nothing.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { startApp, type RunningApp } from './lib/app-server';
import { createLearners, type Learner } from './lib/learners';
import { median } from './lib/load';
import { rssMb } from './lib/rss';
import { verifyLearner } from './lib/verify-learner';

const READERS = Number(process.env.BENCH_READERS ?? 10);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const UPLOADS = Number(process.env.BENCH_UPLOADS ?? 10);
const PORT = Number(process.env.BENCH_PORT ?? 3540);
const MB = 1024 * 1024;

const READS = ['/api/practice/v1/web-elements/files', '/api/practice/v1/mouse-action/board', '/api/practice/settings'];

interface Latencies {
  p50: number;
  p99: number;
  max: number;
  count: number;
  errors: number;
}

interface PhaseFigures {
  health: Latencies;
  readers: Latencies;
  rssMaxMb: number;
  uploader?: UploaderFigures;
}

interface UploaderFigures {
  uploads: number;
  downloads: number;
  deletes: number;
  bytesUp: number;
  bytesDown: number;
  mismatches: number;
  statuses: Record<string, number>;
  errors: number;
}

function summary(samples: number[], errors: number): Latencies {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
  return { p50: at(50), p99: at(99), max: sorted.at(-1) ?? 0, count: sorted.length, errors };
}

/** Calls `request` every `pauseMs` until the deadline; answers its latencies (a non-200 counts as an error). */
async function measureLoop(deadline: number, pauseMs: number, request: (i: number) => Promise<Response>, into: { samples: number[]; errors: number }) {
  for (let i = 0; Date.now() < deadline; i++) {
    const started = performance.now();
    try {
      const response = await request(i);
      await response.arrayBuffer();
      into.samples.push(performance.now() - started);
      if (response.status !== 200) into.errors += 1;
    } catch {
      into.errors += 1;
    }
    await new Promise((resolve) => setTimeout(resolve, pauseMs));
  }
}

/** The uploader, in its own process, for `seconds`. */
function runUploader(app: RunningApp, learner: Learner, bytes: number, seconds: number): Promise<UploaderFigures> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.resolve('bench/lib/practice-uploader.ts')], {
      env: {
        ...process.env,
        UPLOADER_URL: app.url,
        UPLOADER_COOKIE: learner.cookie,
        UPLOADER_BYTES: String(bytes),
        UPLOADER_CONNECTIONS: String(UPLOADS),
        UPLOADER_SECONDS: String(seconds),
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve(JSON.parse(out.trim().split('\n').at(-1)!)) : reject(new Error(`uploader exited with ${code}`))));
  });
}

async function phase(app: RunningApp, readers: Learner[], uploader?: { learner: Learner; bytes: number }, seconds = SECONDS): Promise<PhaseFigures> {
  const deadline = Date.now() + seconds * 1000;
  const health = { samples: [] as number[], errors: 0 };
  const reads = { samples: [] as number[], errors: 0 };
  let rssMaxMb = rssMb(app.pid);
  const rssTimer = setInterval(() => (rssMaxMb = Math.max(rssMaxMb, rssMb(app.pid))), 250);
  const uploading = uploader ? runUploader(app, uploader.learner, uploader.bytes, seconds) : Promise.resolve(undefined);
  await Promise.all([
    measureLoop(deadline, 20, () => fetch(`${app.url}/api/health`), health),
    ...readers.map((reader) => measureLoop(deadline, 50, (i) => fetch(app.url + READS[i % READS.length], { headers: { cookie: reader.cookie } }), reads)),
  ]);
  const uploaderFigures = await uploading;
  clearInterval(rssTimer);
  return { health: summary(health.samples, health.errors), readers: summary(reads.samples, reads.errors), rssMaxMb, uploader: uploaderFigures };
}

async function setBugMode(app: RunningApp, learner: Learner, on: boolean) {
  const reply = await fetch(`${app.url}/api/practice/settings`, {
    method: 'PUT',
    headers: { cookie: learner.cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ bugMode: on }),
  });
  if (!reply.ok) throw new Error(`bug mode answered ${reply.status}: ${await reply.text()}`);
}

interface RunFigures {
  alone: PhaseFigures;
  on: PhaseFigures;
  off: PhaseFigures;
}

async function oneRun(run: number): Promise<RunFigures> {
  const app = await startApp(PORT, `practice-uploads-${run}`, {
    // The storage path at full speed, not the limits (see the header): the practice API's per-learner limit
    // is raised by RATE_LIMIT_SCALE (startApp's 1000), the address's hourly bytes here.
    PRACTICE_FILES_ADDRESS_MB_PER_HOUR: String(1_000_000),
  });
  try {
    const learners = await createLearners([app.url], READERS + 1, `files${run}`);
    const uploader = learners.pop()!;
    await verifyLearner(app.url, app.dir, uploader);
    // Warm the routes up once, so the first phase does not pay for compiling them.
    await phase(app, learners, undefined, 3);
    const alone = await phase(app, learners);
    await setBugMode(app, uploader, true);
    const on = await phase(app, learners, { learner: uploader, bytes: 4 * MB });
    await setBugMode(app, uploader, false);
    const off = await phase(app, learners, { learner: uploader, bytes: 1 * MB });
    return { alone, on, off };
  } finally {
    await app.stop();
  }
}

const ms = (value: number) => `${value.toFixed(1)} ms`;
const verdict = (ok: boolean) => (ok ? 'meets' : 'MISSES');

function line(title: string, phases: PhaseFigures[]) {
  const pick = (get: (p: PhaseFigures) => number) => median(phases.map(get));
  console.log(
    `${title.padEnd(34)} health p50 ${ms(pick((p) => p.health.p50)).padStart(9)}  p99 ${ms(pick((p) => p.health.p99)).padStart(9)}  max ${ms(pick((p) => p.health.max)).padStart(9)}` +
      `   readers p50 ${ms(pick((p) => p.readers.p50)).padStart(9)}  p99 ${ms(pick((p) => p.readers.p99)).padStart(9)}` +
      `   errors ${phases.reduce((sum, p) => sum + p.health.errors + p.readers.errors, 0)}   RSS max ${pick((p) => p.rssMaxMb).toFixed(0)} MB`,
  );
}

function uploaderLine(title: string, phases: PhaseFigures[], fileMb: number) {
  const figures = phases.map((p) => p.uploader!);
  const perSecond = (get: (u: UploaderFigures) => number) => median(figures.map(get)) / SECONDS;
  const statuses = figures.map((u) => Object.entries(u.statuses).map(([status, n]) => `${status}×${n}`).join(' ')).join(' | ');
  console.log(
    `  ${title}: ${perSecond((u) => u.uploads).toFixed(1)} uploads/s and ${perSecond((u) => u.downloads).toFixed(1)} downloads/s of ${fileMb} MB ` +
      `(${(perSecond((u) => u.bytesUp + u.bytesDown) / MB).toFixed(0)} MB/s both ways), mismatched bytes ${figures.reduce((s, u) => s + u.mismatches, 0)}, ` +
      `errors ${figures.reduce((s, u) => s + u.errors, 0)}; statuses per run: ${statuses}`,
  );
}

async function main() {
  const runs: RunFigures[] = [];
  for (let run = 1; run <= RUNS; run++) {
    console.log(`run ${run} of ${RUNS}…`);
    runs.push(await oneRun(run));
  }
  console.log(
    `\nPractice uploads: ${READERS} readers (practice API reads 50 ms apart) and /api/health every 20 ms, ${SECONDS} s a phase, ` +
      `one uploader with ${UPLOADS} loops at once, embedded database, local media folder, medians of ${RUNS} runs (load generator on the same machine)\n`,
  );
  line('readers alone', runs.map((r) => r.alone));
  line('beside the uploader, bug mode on', runs.map((r) => r.on));
  line('beside the uploader, bug mode off', runs.map((r) => r.off));
  console.log('\nThe uploader (upload, download whole, delete; again)');
  uploaderLine('bug mode on', runs.map((r) => r.on), 4);
  uploaderLine('bug mode off', runs.map((r) => r.off), 1);

  const p99 = (get: (r: RunFigures) => PhaseFigures, of: 'health' | 'readers') => median(runs.map((r) => get(r)[of].p99));
  console.log('\nTarget (issue 29): p99 beside a full-speed uploader at most 2× the same readers alone');
  for (const [mode, get] of [
    ['on', (r: RunFigures) => r.on],
    ['off', (r: RunFigures) => r.off],
  ] as const) {
    for (const of of ['health', 'readers'] as const) {
      const beside = p99(get, of);
      const alone = p99((r) => r.alone, of);
      console.log(`  bug mode ${mode.padEnd(3)} ${of.padEnd(7)} p99 ${ms(beside)} vs ${ms(alone)} alone = ${(beside / alone).toFixed(2)}× (${verdict(beside <= 2 * alone)})`);
    }
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

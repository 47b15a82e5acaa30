// bench/certificate-pdf: does a learner downloading their certificate PDF over and over stall everybody else?
// (issue 39). On the built app (`npm run build` first), each run starts a fresh app on the embedded database, makes a
// course with an Arabic title (the certificate draws it with the Noto fallback fonts and the bidi reordering) and
// BENCH_HOLDERS learners (default 4) who earn its certificate, then probes /api/health every 20 ms:
//   1. idle: the probe alone, for BENCH_SECONDS (default 10);
//   2. cached: one holder downloads their PDF in a loop, back to back (rendered once before the idle phase, so every
//      download comes from the stored copy, lib/certificates/pdf-cache.ts);
//   3. rendering: the other holders download their PDFs for the first time, one after another in a loop with the
//      first holder's, so each of theirs is rendered on the worker thread (lib/certificates/pdf-render.ts).
// Every figure is the median of BENCH_RUNS runs (default 3), the idle baseline measured in the same run. Target:
// health p99 while downloading at most 2× idle. Prints its figures; asserts nothing.
import { startApp, type RunningApp } from './lib/app-server';
import { adminCookie } from './lib/admin-login';
import { median } from './lib/load';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const HOLDERS = Number(process.env.BENCH_HOLDERS ?? 4);
const PORT = Number(process.env.BENCH_PORT ?? 3560);
const COURSE_TITLE = 'مقدمة في اختبار البرمجيات (Software Testing 101)';
const FUTURE_EXPIRY = `12/${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`;

interface Latencies {
  p50: number;
  p99: number;
  count: number;
  errors: number;
}

interface PhaseFigures {
  health: Latencies;
  downloads: number;
  downloadErrors: number;
}

const cookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .filter((pair) => !pair.endsWith('='))
    .join('; ');

async function send(url: string, method: string, cookie: string, body?: unknown): Promise<Response> {
  const response = await fetch(url, { method, headers: { 'content-type': 'application/json', cookie }, body: body === undefined ? undefined : JSON.stringify(body) });
  if (!response.ok) throw new Error(`${method} ${url} answered ${response.status}: ${await response.text()}`);
  return response;
}

/** A course whose certificate needs its one topic read, and `count` learners who read it: each holds a certificate. */
async function holders(app: RunningApp, count: number): Promise<{ cookie: string; code: string }[]> {
  const admin = await adminCookie(app.url);
  const course = (await (await send(`${app.url}/api/learning`, 'POST', admin, { title: COURSE_TITLE })).json()) as { course_id: number };
  const chunk = (await (await send(`${app.url}/api/learning/${course.course_id}/chunks`, 'POST', admin, { chunk_title: 'المقدمة', chunk_contents: 'What testing is' })).json()) as { chunk_id: number };
  await send(`${app.url}/api/trainer/certificate-rules/${course.course_id}`, 'PUT', admin, { allTopics: true });
  const result: { cookie: string; code: string }[] = [];
  for (let i = 0; i < count; i++) {
    const learner = { email: `holder-${i}@bench.test`, password: 'Bench-holder-2026', username: `Sara Holder ${i}` };
    const created = (await (await send(`${app.url}/api/users`, 'POST', admin, learner)).json()) as { user: { id: string } };
    const login = await send(`${app.url}/api/auth/login`, 'POST', '', { email: learner.email, password: learner.password });
    const cookie = cookieOf(login);
    await send(`${app.url}/api/payment`, 'POST', cookie, { userId: created.user.id, paymentMethod: 'card', cardNumber: '4242 4242 4242 4242', expiry: FUTURE_EXPIRY, cvc: '123' });
    await send(`${app.url}/api/progress/topics/${chunk.chunk_id}`, 'PUT', cookie, { eventId: crypto.randomUUID(), done: true, via: 'ticked' });
    const mine = (await (await send(`${app.url}/api/certificates`, 'GET', cookie)).json()) as { certificates: { code: string }[] };
    if (mine.certificates.length !== 1) throw new Error(`holder ${i} has ${mine.certificates.length} certificates`);
    result.push({ cookie, code: mine.certificates[0].code });
  }
  return result;
}

function summary(samples: number[], errors: number): Latencies {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
  return { p50: at(50), p99: at(99), count: sorted.length, errors };
}

/** The health probe every 20 ms for the phase, beside `downloads` (a loop of PDF downloads) when given. */
async function phase(app: RunningApp, downloads?: { cookie: string; code: string }[]): Promise<PhaseFigures> {
  const deadline = Date.now() + SECONDS * 1000;
  const health: number[] = [];
  let healthErrors = 0;
  let downloaded = 0;
  let downloadErrors = 0;
  const probe = async () => {
    while (Date.now() < deadline) {
      const started = performance.now();
      try {
        const response = await fetch(`${app.url}/api/health`);
        await response.arrayBuffer();
        health.push(performance.now() - started);
        if (response.status !== 200) healthErrors += 1;
      } catch {
        healthErrors += 1;
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  const download = async () => {
    for (let i = 0; downloads && Date.now() < deadline; i++) {
      const holder = downloads[i % downloads.length];
      const response = await fetch(`${app.url}/api/certificates/${holder.code}/pdf`, { headers: { cookie: holder.cookie } });
      const body = Buffer.from(await response.arrayBuffer());
      if (response.status === 200 && body.subarray(0, 5).toString() === '%PDF-') downloaded += 1;
      else downloadErrors += 1;
    }
  };
  await Promise.all([probe(), download()]);
  return { health: summary(health, healthErrors), downloads: downloaded, downloadErrors };
}

async function main() {
  const runs: { idle: PhaseFigures; cached: PhaseFigures; rendering: PhaseFigures }[] = [];
  for (let run = 0; run < RUNS; run++) {
    const app = await startApp(PORT, `certificate-pdf-${run}`);
    try {
      const [first, ...others] = await holders(app, HOLDERS);
      // The first holder's PDF rendered once before measuring (and the worker started): the cached phase is the stored copy.
      await send(`${app.url}/api/certificates/${first.code}/pdf`, 'GET', first.cookie).then((response) => response.arrayBuffer());
      await fetch(`${app.url}/api/health`);
      const idle = await phase(app);
      const cached = await phase(app, [first]);
      const rendering = await phase(app, [first, ...others]);
      runs.push({ idle, cached, rendering });
      console.log(`run ${run + 1}: health p99 idle ${idle.health.p99.toFixed(1)} ms, cached ${cached.health.p99.toFixed(1)} ms (${cached.downloads} PDFs), rendering ${rendering.health.p99.toFixed(1)} ms (${rendering.downloads} PDFs)`);
    } finally {
      await app.stop();
    }
  }
  const med = (pick: (figures: (typeof runs)[number]) => number) => median(runs.map(pick));
  const idleP99 = med((r) => r.idle.health.p99);
  console.log(`\nCertificate PDF downloads (Arabic course title), /api/health every 20 ms for ${SECONDS} s a phase, medians of ${RUNS} runs`);
  console.log('phase                      health p50   health p99   PDFs   errors');
  for (const [label, pick] of [
    ['idle', (r: (typeof runs)[number]) => r.idle],
    ['cached download loop', (r: (typeof runs)[number]) => r.cached],
    [`first renders (${HOLDERS - 1}) + loop`, (r: (typeof runs)[number]) => r.rendering],
  ] as const) {
    const p50 = med((r) => pick(r).health.p50);
    const p99 = med((r) => pick(r).health.p99);
    const pdfs = med((r) => pick(r).downloads);
    const errors = med((r) => pick(r).downloadErrors + pick(r).health.errors);
    console.log(`${label.padEnd(26)} ${`${p50.toFixed(1)}ms`.padStart(10)} ${`${p99.toFixed(1)}ms`.padStart(12)} ${String(pdfs).padStart(6)} ${String(errors).padStart(8)}`);
  }
  for (const [label, p99] of [
    ['cached download loop', med((r) => r.cached.health.p99)],
    ['first renders + loop', med((r) => r.rendering.health.p99)],
  ] as const) {
    const ratio = p99 / idleP99;
    console.log(`Health p99 ${label} / idle: ${ratio.toFixed(2)}x (target ≤ 2x: ${ratio <= 2 ? 'meets' : 'MISSES'})`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

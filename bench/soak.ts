// bench/soak: a long mixed load on the built app (`npm run build` first): cached public pages, pages
// rendered per request, public JSON reads, students logging in, reading their identity and logging
// out, and a player's Range requests for a training video, at 64 connections for BENCH_SOAK_SECONDS
// (default 600). Prints the answers by status, errors and timeouts, and the app's resident memory
// over time (target: zero errors, and less than 50 MB of growth after the first minute).
import autocannon from 'autocannon';
import { adminCookie } from './lib/admin-login';
import { startApp } from './lib/app-server';
import { rssMb } from './lib/rss';
import { uploadVideo } from './lib/upload-video';

const SECONDS = Number(process.env.BENCH_SOAK_SECONDS ?? 600);
const CONNECTIONS = 64;
const VIDEO_BYTES = 64 * 1024 * 1024;
const RANGE = 256 * 1024;
const SAMPLE_MS = 5_000;
// A paid demo student of the seed (lib/db/seed/content.ts), with the bench app's demo password.
const STUDENT = { email: 'priya.raman@example.com', password: 'Bench-student-2026' };

type Context = { cookie?: string; seek?: number };
type Headers = Record<string, string | string[] | undefined>;

function sessionCookieFrom(headers: Headers): string | undefined {
  const setCookie = headers['set-cookie'];
  const lines = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  const pairs = lines.map((line) => line.split(';')[0]).filter((pair) => pair.includes('session_token=') && !pair.endsWith('='));
  return pairs.length ? pairs.join('; ') : undefined;
}

async function main() {
  const app = await startApp(3240, 'soak');
  const samples: Array<{ second: number; mb: number }> = [];
  try {
    const admin = await adminCookie(app.url);
    const video = await uploadVideo(app.url, admin, VIDEO_BYTES);
    const range = (context: Context) => {
      // Deterministic seeks spread over the file, different per connection and per round.
      context.seek = ((context.seek ?? Math.floor(Math.random() * 97)) * 7919 + 104729) % (VIDEO_BYTES / RANGE - 1);
      const start = context.seek * RANGE;
      return `bytes=${start}-${start + RANGE - 1}`;
    };
    const videoRequest = {
      method: 'GET' as const,
      path: `/api/trainings/videos/${video}`,
      setupRequest: (request: autocannon.Request, context: Context) => ({ ...request, headers: { ...request.headers, cookie: admin, range: range(context) } }),
    };
    const withSession = (request: autocannon.Request, context: Context) => ({ ...request, headers: { ...request.headers, cookie: context.cookie ?? '' } });
    const requests: autocannon.Request[] = [
      { method: 'GET', path: '/' },
      { method: 'GET', path: '/api/learning' },
      videoRequest,
      { method: 'GET', path: '/learning' },
      { method: 'GET', path: '/learning/1' },
      { method: 'GET', path: '/api/reviews' },
      videoRequest,
      { method: 'GET', path: '/search?q=testing' },
      { method: 'GET', path: '/practice' },
      { method: 'GET', path: '/api/ads' },
      {
        method: 'POST',
        path: '/api/auth/login',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(STUDENT),
        onResponse: (_status: number, _body: string, context: Context, headers?: Headers) => {
          context.cookie = sessionCookieFrom(headers ?? {});
        },
      },
      { method: 'GET', path: '/api/auth/me', setupRequest: withSession },
      { method: 'GET', path: '/contact' },
      { method: 'POST', path: '/api/auth/logout', setupRequest: withSession },
      videoRequest,
      { method: 'GET', path: '/home' },
      { method: 'GET', path: '/api/courses' },
    ];

    const started = Date.now();
    const sampler = setInterval(() => samples.push({ second: Math.round((Date.now() - started) / 1000), mb: rssMb(app.pid) }), SAMPLE_MS);
    samples.push({ second: 0, mb: rssMb(app.pid) });
    const result = await autocannon({ url: app.url, connections: CONNECTIONS, duration: SECONDS, requests });
    clearInterval(sampler);
    samples.push({ second: Math.round((Date.now() - started) / 1000), mb: rssMb(app.pid) });

    console.log(`\nSoak: ${CONNECTIONS} connections for ${SECONDS}s, a cycle of ${requests.length} mixed requests per connection`);
    console.log(`  answered ${result.requests.total} (${result.requests.average.toFixed(0)} req/s), p50 ${result.latency.p50}ms, p99 ${result.latency.p99}ms`);
    console.log(`  by status: 2xx ${result['2xx']}, 3xx ${result['3xx']}, 4xx ${result['4xx']}, 5xx ${result['5xx']}`);
    console.log(`  errors ${result.errors}, timeouts ${result.timeouts}, non-2xx ${result.non2xx}`);
    const afterMinute = samples.find((sample) => sample.second >= 60) ?? samples[0];
    const last = samples[samples.length - 1];
    const peak = Math.max(...samples.map((sample) => sample.mb));
    const growth = last.mb - afterMinute.mb;
    console.log(`  RSS: start ${samples[0].mb.toFixed(0)} MB, at ${afterMinute.second}s ${afterMinute.mb.toFixed(0)} MB, end ${last.mb.toFixed(0)} MB, peak ${peak.toFixed(0)} MB`);
    console.log(`  growth after the first minute: ${growth.toFixed(1)} MB (target < 50 MB: ${growth < 50 ? 'meets' : 'MISSES'})`);
    console.log(`  zero errors: ${result.errors === 0 && result.non2xx === 0 ? 'meets' : 'MISSES'}`);
    const minute = (n: number) => samples.find((sample) => sample.second >= n * 60);
    const perMinute = Array.from({ length: Math.floor(SECONDS / 60) + 1 }, (_, n) => minute(n)).filter(Boolean) as typeof samples;
    console.log(`  RSS per minute (MB): ${perMinute.map((sample) => sample.mb.toFixed(0)).join(' ')}`);
  } finally {
    await app.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

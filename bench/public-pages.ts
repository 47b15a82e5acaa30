// bench/public-pages: the public pages and JSON reads of the built app (`npm run build` first) under
// load, each next to a bare Node HTTP server answering the same bytes in the same run; a burst of 200
// connections on the home page; the home page's JavaScript against Next's own floor (bench/floor-app,
// built with the same Next.js); Lighthouse mobile scores. Every load figure is the median of
// BENCH_RUNS runs (default 3). Prints its figures and the issue's targets; asserts nothing.
import { startApp } from './lib/app-server';
import { startBareServer } from './lib/bare-server';
import { startFloorApp } from './lib/floor-app';
import { runLighthouse } from './lib/lighthouse';
import { measureLoad, median, type LoadResult } from './lib/load';
import { pageJsGzipKb } from './lib/page-js';

const CONNECTIONS = 64;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const BURST_CONNECTIONS = 200;
const BURST_SECONDS = 10;

const PAGES = ['/', '/learning/1'];
const READS = ['/api/learning', '/api/courses', '/api/learning/course', '/api/learning/course/1', '/api/reviews', '/api/ads'];
const TARGETS = {
  page: { ratio: 0.5, p99Ms: 100 },
  read: { ratio: 0.25, p99Ms: 50 },
};

const verdict = (ok: boolean) => (ok ? 'meets' : 'MISSES');

async function lighthouseTable(url: string) {
  console.log('\nLighthouse (mobile, median of 3)  perf  a11y  best  seo   CLS     LCP');
  for (const path of ['/', '/learning', '/practice']) {
    const runs = [];
    for (let i = 0; i < 3; i++) runs.push(await runLighthouse(url + path));
    const s = runs.sort((a, b) => a.performance - b.performance)[1];
    console.log(
      `${path.padEnd(32)} ${String(s.performance).padStart(5)} ${String(s.accessibility).padStart(5)} ${String(s.bestPractices).padStart(5)} ${String(s.seo).padStart(4)} ${s.cls.toFixed(3).padStart(7)} ${`${s.lcpMs}ms`.padStart(8)}`,
    );
  }
}

async function main() {
  const app = await startApp(3210, 'public-pages');
  const floor = await startFloorApp(3212);
  try {
    // Fill the cache and keep the bytes the bare server will answer with.
    const routes: Record<string, { body: Buffer; contentType: string }> = {};
    for (const path of [...PAGES, ...READS]) {
      const response = await fetch(app.url + path, { headers: { 'accept-encoding': 'identity' } });
      if (!response.ok) throw new Error(`${path} answered ${response.status}`);
      routes[path] = { body: Buffer.from(await response.arrayBuffer()), contentType: response.headers.get('content-type') ?? 'text/html' };
    }

    const home = await pageJsGzipKb(app.url, '/');
    const floorJs = await pageJsGzipKb(floor.url, '/');
    await floor.stop();
    const extra = home.kb - floorJs.kb;
    console.log(`\nHome page JavaScript: ${home.kb} KB gzip in ${home.files} files; Next's floor ${floorJs.kb} KB in ${floorJs.files} files`);
    console.log(`  home − floor = ${extra.toFixed(1)} KB (target ≤ 10 KB: ${verdict(extra <= 10)})`);

    if (process.env.BENCH_LIGHTHOUSE !== '0') await lighthouseTable(app.url);

    const bare = await startBareServer(3211, routes);
    console.log(`\nThroughput, ${CONNECTIONS} connections, ${SECONDS}s per run, median of ${RUNS} runs (2 cores; load generator on the same machine)`);
    console.log('target                     app req/s  bare req/s   ratio  app p99  bare p99  errors  verdict');
    for (const path of [...PAGES, ...READS]) {
      const appRuns: LoadResult[] = [];
      const bareRuns: LoadResult[] = [];
      const ratios: number[] = [];
      for (let run = 0; run < RUNS; run++) {
        const a = await measureLoad(app.url + path, CONNECTIONS, SECONDS);
        const b = await measureLoad(bare.url + path, CONNECTIONS, SECONDS);
        appRuns.push(a);
        bareRuns.push(b);
        ratios.push(a.requestsPerSecond / b.requestsPerSecond);
      }
      const target = PAGES.includes(path) ? TARGETS.page : TARGETS.read;
      const ratio = median(ratios);
      const p99 = median(appRuns.map((r) => r.p99Ms));
      const errors = appRuns.reduce((sum, r) => sum + r.errors + r.non2xx, 0);
      console.log(
        `${path.padEnd(26)} ${median(appRuns.map((r) => r.requestsPerSecond)).toFixed(0).padStart(9)} ${median(bareRuns.map((r) => r.requestsPerSecond)).toFixed(0).padStart(11)} ${ratio.toFixed(2).padStart(7)} ${`${p99}ms`.padStart(8)} ${`${median(bareRuns.map((r) => r.p99Ms))}ms`.padStart(9)} ${String(errors).padStart(7)}  ` +
          `${verdict(ratio >= target.ratio && p99 < target.p99Ms && errors === 0)} (≥ ${target.ratio}, p99 < ${target.p99Ms} ms)`,
      );
    }
    await bare.stop();

    console.log(`\nBurst: ${BURST_CONNECTIONS} connections for ${BURST_SECONDS}s on the home page, ${RUNS} runs`);
    for (let run = 0; run < RUNS; run++) {
      const burst = await measureLoad(`${app.url}/`, BURST_CONNECTIONS, BURST_SECONDS);
      console.log(
        `  run ${run + 1}: ${burst.requests} answered (${burst.requestsPerSecond.toFixed(0)} req/s), p50 ${burst.p50Ms}ms, p99 ${burst.p99Ms}ms, ` +
          `timeouts ${burst.timeouts}, errors ${burst.errors}, non-2xx ${burst.non2xx} (${verdict(burst.errors === 0 && burst.non2xx === 0)})`,
      );
    }
  } finally {
    await floor.stop().catch(() => {});
    await app.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

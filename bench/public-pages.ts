// bench/public-pages: throughput of the public pages against the built app (`npm run build` first),
// each figure next to a bare Node HTTP server answering the same bytes in the same run; Lighthouse
// mobile scores; and the home page's JavaScript weight. Prints its figures; asserts nothing.
import { startApp } from './lib/app-server';
import { startBareServer } from './lib/bare-server';
import { runLighthouse } from './lib/lighthouse';
import { measureLoad } from './lib/load';
import { pageJsGzipKb } from './lib/page-js';

const CONNECTIONS = 64;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

async function main() {
  const app = await startApp(3210, 'public-pages');
  try {
    // Warm the caches so the first measured request is not a cold render.
    const home = await fetch(`${app.url}/`);
    const homeBody = Buffer.from(await home.arrayBuffer());
    const learning = await fetch(`${app.url}/api/learning`);
    const learningBody = Buffer.from(await learning.arrayBuffer());
    // Lighthouse first, on a quiet machine, median of three runs (single runs vary by a few points).
    console.log('\nLighthouse (mobile, median of 3)  perf  a11y  best  seo   CLS     LCP');
    for (const path of ['/', '/learning', '/practice']) {
      const runs = [];
      for (let i = 0; i < 3; i++) runs.push(await runLighthouse(app.url + path));
      const s = runs.sort((a, b) => a.performance - b.performance)[1];
      console.log(
        `${path.padEnd(32)} ${String(s.performance).padStart(5)} ${String(s.accessibility).padStart(5)} ${String(s.bestPractices).padStart(5)} ${String(s.seo).padStart(4)} ${s.cls.toFixed(3).padStart(7)} ${`${s.lcpMs}ms`.padStart(8)}`,
      );
    }

    const bare = await startBareServer(3211, {
      '/': { body: homeBody, contentType: 'text/html; charset=utf-8' },
      '/api/learning': { body: learningBody, contentType: 'application/json' },
    });

    console.log(`\nThroughput, ${CONNECTIONS} connections, ${SECONDS}s each (2 cores; load generator on the same machine)`);
    console.log('target            app req/s   bare req/s   ratio   app p99   bare p99');
    for (const path of ['/', '/api/learning']) {
      const appLoad = await measureLoad(app.url + path, CONNECTIONS, SECONDS);
      const bareLoad = await measureLoad(bare.url + path, CONNECTIONS, SECONDS);
      const ratio = appLoad.requestsPerSecond / bareLoad.requestsPerSecond;
      console.log(
        `${path.padEnd(16)} ${appLoad.requestsPerSecond.toFixed(0).padStart(10)} ${bareLoad.requestsPerSecond.toFixed(0).padStart(12)} ${ratio.toFixed(3).padStart(7)} ${`${appLoad.p99Ms}ms`.padStart(9)} ${`${bareLoad.p99Ms}ms`.padStart(10)}` +
          (appLoad.errors || appLoad.non2xx ? `   (app errors ${appLoad.errors}, non-2xx ${appLoad.non2xx})` : ''),
      );
    }
    await bare.stop();

    const js = await pageJsGzipKb(app.url, '/');
    console.log(`\nHome page JavaScript: ${js.kb} KB gzip in ${js.files} files (target ≤ 120 KB)`);

  } finally {
    await app.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

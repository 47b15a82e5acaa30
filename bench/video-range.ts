// bench/video-range: streaming a stored ~256 MB training video through GET /api/trainings/videos/{name}
// of the built app (`npm run build` first), next to a plain Node fs.createReadStream HTTP server for
// the same file, in the same run: sequential throughput and the time to first byte of 50 random Range
// seeks, medians of BENCH_RUNS runs (default 3). Each range carries the session cookie: the first is
// fully checked, the next ones within MEDIA_ACCESS_RECHECK_SECONDS ride on that check, as a player's
// do. Prints figures and ratios; asserts nothing.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { startApp } from './lib/app-server';
import { adminCookie } from './lib/admin-login';
import { median } from './lib/load';
import { startScriptServer } from './lib/script-server';
import { uploadVideo } from './lib/upload-video';

const VIDEO_BYTES = Number(process.env.BENCH_VIDEO_BYTES ?? 256 * 1024 ** 2);
const SEQUENTIAL_RUNS = 3;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const SEEKS = 50;
const SEEK_LENGTH = 256 * 1024;
const MB = 1024 * 1024;

// The baseline, in its own process like the app: fs.createReadStream with single byte ranges.
const PLAIN_SERVER = `
const http = require('node:http');
const fs = require('node:fs');
const file = process.env.PLAIN_FILE;
const size = fs.statSync(file).size;
const server = http.createServer((req, res) => {
  const match = /^bytes=(\\d+)-(\\d*)$/.exec(req.headers.range || '');
  if (!match) {
    res.writeHead(200, { 'content-type': 'video/mp4', 'content-length': size, 'accept-ranges': 'bytes' });
    fs.createReadStream(file).pipe(res);
    return;
  }
  const start = Number(match[1]);
  const end = match[2] ? Math.min(Number(match[2]), size - 1) : size - 1;
  if (start > end) {
    res.writeHead(416, { 'content-range': 'bytes */' + size }).end();
    return;
  }
  res.writeHead(206, { 'content-type': 'video/mp4', 'content-length': end - start + 1, 'content-range': 'bytes ' + start + '-' + end + '/' + size, 'accept-ranges': 'bytes' });
  fs.createReadStream(file, { start, end }).pipe(res);
});
server.listen(Number(process.env.PLAIN_PORT), '127.0.0.1', () => console.log('listening'));
`;

function startPlainServer(port: number, file: string) {
  return startScriptServer('plain server', PLAIN_SERVER, { PLAIN_PORT: String(port), PLAIN_FILE: file });
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

interface Fetched {
  status: number;
  bytes: number;
  ttfbMs: number;
  totalMs: number;
}

function get(url: string, headers: Record<string, string>): Promise<Fetched> {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const ms = () => Number(process.hrtime.bigint() - started) / 1e6;
    http
      .get(url, { headers, agent }, (response) => {
        let bytes = 0;
        let ttfbMs = -1;
        response.on('data', (chunk: Buffer) => {
          if (ttfbMs < 0) ttfbMs = ms();
          bytes += chunk.length;
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, bytes, ttfbMs, totalMs: ms() }));
        response.on('error', reject);
      })
      .on('error', reject);
  });
}

/** Deterministic seek offsets, the same for both servers. */
function seekOffsets(size: number): number[] {
  let x = 0x1234567;
  const offsets: number[] = [];
  for (let i = 0; i < SEEKS; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    offsets.push((x >>> 0) % (size - SEEK_LENGTH));
  }
  return offsets;
}

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
};

interface Figures {
  mbps: number;
  ttfbMedian: number;
  ttfbP95: number;
}

async function measure(url: string, headers: Record<string, string>, size: number): Promise<Figures> {
  // Warm the page cache and the route once.
  await get(url, headers);
  const mbps: number[] = [];
  for (let i = 0; i < SEQUENTIAL_RUNS; i++) {
    const run = await get(url, headers);
    if (run.status !== 200 || run.bytes !== size) throw new Error(`sequential read failed: ${run.status}, ${run.bytes} bytes`);
    mbps.push(size / MB / (run.totalMs / 1000));
  }
  const ttfb: number[] = [];
  for (const start of seekOffsets(size)) {
    const run = await get(url, { ...headers, range: `bytes=${start}-${start + SEEK_LENGTH - 1}` });
    if (run.status !== 206 || run.bytes !== SEEK_LENGTH) throw new Error(`range read failed: ${run.status}, ${run.bytes} bytes`);
    ttfb.push(run.ttfbMs);
  }
  return { mbps: quantile(mbps, 0.5), ttfbMedian: quantile(ttfb, 0.5), ttfbP95: quantile(ttfb, 0.95) };
}

async function main() {
  const app = await startApp(3230, 'video-range');
  try {
    const cookie = await adminCookie(app.url);
    const name = await uploadVideo(app.url, cookie, VIDEO_BYTES);
    const file = path.join(app.dir, 'uploads/trainings', name);
    const size = fs.statSync(file).size;
    const plain = await startPlainServer(3231, file);
    const appRuns: Figures[] = [];
    const plainRuns: Figures[] = [];
    try {
      // Interleaved, so a busy moment of the machine weighs on both.
      for (let run = 0; run < RUNS; run++) {
        appRuns.push(await measure(`${app.url}/api/trainings/videos/${name}`, { cookie }, size));
        plainRuns.push(await measure('http://127.0.0.1:3231/', {}, size));
      }
    } finally {
      await plain.stop();
    }
    const summary = (runs: Figures[]): Figures => ({
      mbps: median(runs.map((r) => r.mbps)),
      ttfbMedian: median(runs.map((r) => r.ttfbMedian)),
      ttfbP95: median(runs.map((r) => r.ttfbP95)),
    });
    const appFigures = summary(appRuns);
    const plainFigures = summary(plainRuns);
    console.log(`\nTraining video ${(size / MB).toFixed(0)} MiB: sequential GET and ${SEEKS} random Range seeks of ${SEEK_LENGTH / 1024} KiB, medians of ${RUNS} runs`);
    console.log('target                          MB/s   TTFB median   TTFB p95');
    for (const [label, f] of [
      ['app (checked session cookie)', appFigures],
      ['plain fs.createReadStream', plainFigures],
    ] as const) {
      console.log(`${label.padEnd(30)} ${f.mbps.toFixed(1).padStart(6)} ${`${f.ttfbMedian.toFixed(2)}ms`.padStart(13)} ${`${f.ttfbP95.toFixed(2)}ms`.padStart(10)}`);
    }
    const seekRatio = appFigures.ttfbMedian / plainFigures.ttfbMedian;
    console.log(`\nThroughput ratio app/plain: ${(appFigures.mbps / plainFigures.mbps).toFixed(3)}`);
    console.log(`Seek TTFB ratio app/plain (median): ${seekRatio.toFixed(2)}x (target ≤ 3x: ${seekRatio <= 3 ? 'meets' : 'MISSES'}), p95: ${(appFigures.ttfbP95 / plainFigures.ttfbP95).toFixed(2)}x`);
  } finally {
    agent.destroy();
    await app.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

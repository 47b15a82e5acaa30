// bench/video-range: streaming a stored ~256 MB training video through GET /api/trainings/videos/{name}
// of the built app (`npm run build` first), next to a plain Node fs.createReadStream HTTP server for
// the same file, in the same run: sequential throughput and the time to first byte of 50 random Range
// seeks. Prints figures and ratios; asserts nothing.
import { once } from 'node:events';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { startApp } from './lib/app-server';
import { adminCookie } from './lib/admin-login';
import { startScriptServer } from './lib/script-server';

const VIDEO_BYTES = Number(process.env.BENCH_VIDEO_BYTES ?? 256 * 1024 ** 2);
const SEQUENTIAL_RUNS = 3;
const SEEKS = 50;
const SEEK_LENGTH = 256 * 1024;
const MB = 1024 * 1024;
const BOUNDARY = '----qa-bench-video-range-3d5e7f9a1b2c4d6e8f0a';

/** ftyp box, then deterministic pseudo-random bytes (xorshift32), chunk by chunk. */
function* videoChunks(total: number): Generator<Buffer> {
  const ftyp = Buffer.from([0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d, 0, 0, 2, 0, 0x69, 0x73, 0x6f, 0x6d, 0x6d, 0x70, 0x34, 0x31]);
  yield ftyp;
  let x = 0x2545f491;
  let sent = ftyp.length;
  while (sent < total) {
    const size = Math.min(MB, total - sent);
    const words = new Uint32Array(Math.ceil(size / 4));
    for (let i = 0; i < words.length; i++) {
      x ^= x << 13;
      x ^= x >>> 17;
      x ^= x << 5;
      words[i] = x >>> 0;
    }
    yield Buffer.from(words.buffer, 0, size);
    sent += size;
  }
}

/** Stores the video through the real upload route; answers its stored name. */
async function uploadVideo(url: string, cookie: string): Promise<string> {
  const head = Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="content"\r\n\r\nRange bench video\r\n` +
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="trainings"; filename="range.mp4"\r\nContent-Type: video/mp4\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
  const request = http.request(`${url}/api/trainings`, {
    method: 'POST',
    headers: {
      'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      'content-length': String(head.length + VIDEO_BYTES + tail.length),
      cookie,
    },
  });
  const responded = new Promise<{ status: number; body: string }>((resolve, reject) => {
    request.on('response', (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on('error', reject);
  });
  const write = async (chunk: Buffer) => {
    if (!request.write(chunk)) await Promise.race([once(request, 'drain'), responded]);
  };
  await write(head);
  for (const chunk of videoChunks(VIDEO_BYTES)) await write(chunk);
  request.end(tail);
  const { status, body } = await responded;
  if (status !== 200) throw new Error(`upload failed: ${status} ${body}`);
  return JSON.parse(body).video.video_name as string;
}


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

async function measure(url: string, headers: Record<string, string>, size: number) {
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
    const name = await uploadVideo(app.url, cookie);
    const file = path.join(app.dir, 'uploads/trainings', name);
    const size = fs.statSync(file).size;
    const plain = await startPlainServer(3231, file);
    let appFigures;
    let plainFigures;
    try {
      appFigures = await measure(`${app.url}/api/trainings/videos/${name}`, { cookie }, size);
      plainFigures = await measure('http://127.0.0.1:3231/', {}, size);
    } finally {
      await plain.stop();
    }
    console.log(`\nTraining video ${(size / MB).toFixed(0)} MiB: sequential GET (median of ${SEQUENTIAL_RUNS}) and ${SEEKS} random Range seeks of ${SEEK_LENGTH / 1024} KiB`);
    console.log('target                      MB/s   TTFB median   TTFB p95');
    for (const [label, f] of [
      ['app (admin, session check)', appFigures],
      ['plain fs.createReadStream', plainFigures],
    ] as const) {
      console.log(`${label.padEnd(26)} ${f.mbps.toFixed(1).padStart(6)} ${`${f.ttfbMedian.toFixed(2)}ms`.padStart(13)} ${`${f.ttfbP95.toFixed(2)}ms`.padStart(10)}`);
    }
    console.log(`\nThroughput ratio app/plain: ${(appFigures.mbps / plainFigures.mbps).toFixed(3)}`);
    console.log(`Seek TTFB ratio app/plain (median): ${(appFigures.ttfbMedian / plainFigures.ttfbMedian).toFixed(2)}x, p95: ${(appFigures.ttfbP95 / plainFigures.ttfbP95).toFixed(2)}x`);
  } finally {
    agent.destroy();
    await app.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

// bench/upload: uploads a 1 GiB generated video through POST /api/trainings of the built app
// (`npm run build` first) and, in the same run, the same bytes to a bare Node busboy server writing to a
// file. Prints the app's RSS growth during the upload and both throughputs. Asserts nothing.
// Targets (issue 6): RSS growth ≤ 64 MB, app/bare throughput ratio ≥ 0.8.
import fs from 'node:fs';
import http from 'node:http';
import { once } from 'node:events';
import path from 'node:path';
import { rssMb } from './lib/rss';
import { startApp } from './lib/app-server';
import { adminCookie } from './lib/admin-login';
import { startScriptServer } from './lib/script-server';

const TOTAL_BYTES = Number(process.env.BENCH_UPLOAD_BYTES ?? 1024 ** 3);
const CHUNK = 1024 * 1024;
const POOL = 8 * CHUNK;
const BOUNDARY = '----qa-bench-upload-7c1f0e9b2a4d4e8f9a3b5c6d7e8f9012';
const MB = 1024 * 1024;

/** Deterministic pseudo-random pool (xorshift32), made once; chunks are views into it at shifting offsets. */
function makePool(): Buffer {
  const words = new Uint32Array((POOL + CHUNK) / 4);
  let x = 0x9e3779b9;
  for (let i = 0; i < words.length; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    words[i] = x >>> 0;
  }
  return Buffer.from(words.buffer);
}
const pool = makePool();
const FTYP = Buffer.from([0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d, 0, 0, 2, 0, 0x69, 0x73, 0x6f, 0x6d, 0x6d, 0x70, 0x34, 0x31]);

/** The video's bytes: an ftyp box, then pseudo-random data, generated chunk by chunk (never held whole). */
function* videoChunks(total: number): Generator<Buffer> {
  yield FTYP;
  let sent = FTYP.length;
  let offset = 0;
  while (sent < total) {
    const size = Math.min(CHUNK, total - sent);
    yield pool.subarray(offset, offset + size);
    sent += size;
    offset = (offset + 4099 * 64) % POOL;
  }
}

function multipart(total: number) {
  const head = Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="content"\r\n\r\nBench upload\r\n` +
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="trainings"; filename="bench.mp4"\r\nContent-Type: video/mp4\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
  return { head, tail, length: head.length + total + tail.length };
}

interface UploadResult {
  status: number;
  body: string;
  seconds: number;
}

/** Streams the multipart body with http.request, respecting backpressure. */
async function upload(url: string, total: number, cookie?: string): Promise<UploadResult> {
  const { head, tail, length } = multipart(total);
  const started = process.hrtime.bigint();
  const request = http.request(url, {
    method: 'POST',
    headers: {
      'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      'content-length': String(length),
      ...(cookie ? { cookie } : {}),
    },
  });
  const responded = new Promise<{ status: number; body: string }>((resolve, reject) => {
    request.on('response', (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      response.on('error', reject);
    });
    request.on('error', reject);
  });
  const write = async (chunk: Buffer) => {
    if (!request.write(chunk)) await Promise.race([once(request, 'drain'), responded]);
  };
  await write(head);
  for (const chunk of videoChunks(total)) {
    await write(chunk);
    if (request.destroyed) break;
  }
  request.end(tail);
  const { status, body } = await responded;
  return { status, body, seconds: Number(process.hrtime.bigint() - started) / 1e9 };
}

/** Samples a process's RSS every 50 ms while `work` runs; answers the peak. */
async function withRssPeak<T>(pid: number, work: () => Promise<T>): Promise<{ result: T; peakMb: number }> {
  let peakMb = rssMb(pid);
  const timer = setInterval(() => {
    try {
      peakMb = Math.max(peakMb, rssMb(pid));
    } catch {
      // process gone
    }
  }, 50);
  try {
    const result = await work();
    peakMb = Math.max(peakMb, rssMb(pid));
    return { result, peakMb };
  } finally {
    clearInterval(timer);
  }
}

// The baseline runs in its own process, like the app, so it does not share the client's event loop.
const BARE_SERVER = `
const http = require('node:http');
const fs = require('node:fs');
const busboy = require('busboy');
const out = process.env.BARE_OUT;
const server = http.createServer((req, res) => {
  const parser = busboy({ headers: req.headers });
  let writing = null;
  parser.on('file', (_name, stream) => {
    const file = fs.createWriteStream(out);
    writing = new Promise((resolve, reject) => { file.on('finish', resolve); file.on('error', reject); });
    stream.pipe(file);
  });
  parser.on('close', async () => {
    await writing;
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"success":true}');
  });
  req.pipe(parser);
});
server.requestTimeout = 0;
server.listen(Number(process.env.BARE_PORT), '127.0.0.1', () => console.log('listening'));
`;

async function startBareUploadServer(port: number, out: string) {
  const server = await startScriptServer('bare server', BARE_SERVER, { BARE_PORT: String(port), BARE_OUT: out });
  return { ...server, url: `http://127.0.0.1:${port}/upload` };
}


async function main() {
  const app = await startApp(3220, 'upload', { TRAINING_MAX_BYTES: String(2 * 1024 ** 3) });
  const bareOut = path.resolve('tmp/bench/upload-bare/video.mp4');
  fs.mkdirSync(path.dirname(bareOut), { recursive: true });
  try {
    const cookie = await adminCookie(app.url);
    // Warm-up: load the route's modules and the database before the baseline is taken.
    const warm = await upload(`${app.url}/api/trainings`, 1 * MB, cookie);
    if (warm.status !== 200) throw new Error(`warm-up upload failed: ${warm.status} ${warm.body}`);
    await new Promise((r) => setTimeout(r, 1000));

    const appBefore = rssMb(app.pid);
    const appRun = await withRssPeak(app.pid, () => upload(`${app.url}/api/trainings`, TOTAL_BYTES, cookie));
    if (appRun.result.status !== 200) throw new Error(`upload failed: ${appRun.result.status} ${appRun.result.body}`);
    const stored = JSON.parse(appRun.result.body).video.video_name as string;
    const storedSize = fs.statSync(path.join(app.dir, 'uploads/trainings', stored)).size;

    const bare = await startBareUploadServer(3221, bareOut);
    let bareRun: { result: UploadResult; peakMb: number };
    let bareBefore: number;
    try {
      await upload(bare.url, 1 * MB);
      bareBefore = rssMb(bare.pid);
      bareRun = await withRssPeak(bare.pid, () => upload(bare.url, TOTAL_BYTES));
      if (bareRun.result.status !== 200) throw new Error(`bare upload failed: ${bareRun.result.status}`);
    } finally {
      await bare.stop();
    }
    const bareSize = fs.statSync(bareOut).size;

    const appMbps = TOTAL_BYTES / MB / appRun.result.seconds;
    const bareMbps = TOTAL_BYTES / MB / bareRun.result.seconds;
    const growth = appRun.peakMb - appBefore;
    const ratio = appMbps / bareMbps;
    console.log(`\nUpload of ${(TOTAL_BYTES / MB).toFixed(0)} MiB generated video (ftyp + pseudo-random bytes), one stream`);
    console.log('target                 seconds     MB/s   RSS before   RSS peak   RSS growth   stored bytes');
    const row = (name: string, run: { result: UploadResult; peakMb: number }, before: number, mbps: number, size: number) =>
      console.log(
        `${name.padEnd(20)} ${run.result.seconds.toFixed(2).padStart(9)} ${mbps.toFixed(1).padStart(8)} ${`${before.toFixed(1)} MB`.padStart(12)} ${`${run.peakMb.toFixed(1)} MB`.padStart(10)} ${`${(run.peakMb - before).toFixed(1)} MB`.padStart(12)} ${String(size).padStart(14)}`,
      );
    row('app POST /api/trainings', appRun, appBefore, appMbps, storedSize);
    row('bare busboy → file', bareRun, bareBefore, bareMbps, bareSize);
    console.log(`\nApp RSS growth: ${growth.toFixed(1)} MB (target ≤ 64 MB) ${growth <= 64 ? 'OK' : 'OVER'}`);
    console.log(`Throughput ratio app/bare: ${ratio.toFixed(3)} (target ≥ 0.8) ${ratio >= 0.8 ? 'OK' : 'UNDER'}`);
    if (storedSize !== TOTAL_BYTES || bareSize !== TOTAL_BYTES) console.log(`WARNING: stored sizes differ from ${TOTAL_BYTES}`);
  } finally {
    fs.rmSync(path.dirname(bareOut), { recursive: true, force: true });
    await app.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

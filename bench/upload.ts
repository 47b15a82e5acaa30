// bench/upload: uploads a 1 GiB generated video through POST /api/trainings of the built app
// (`npm run build` first), once with media on the local disk and once on an S3-compatible store
// (s3rver, in its own process), three times each. Each run is measured against a baseline in the same
// run: a bare Node busboy server writing the same bytes to a file (local) or handing the file stream
// straight to an SDK multipart upload (lib-storage, same part size, s3). Prints medians of the
// app's RSS growth and of both throughputs. Asserts nothing.
// Targets (issues 6 and 12): RSS growth ≤ 64 MB for 1 GiB; local app/bare throughput ≥ 0.8.
import fs from 'node:fs';
import path from 'node:path';
import { adminCookie } from './lib/admin-login';
import { startApp, type RunningApp } from './lib/app-server';
import { upload, withRssPeak, type UploadResult } from './lib/multipart-upload';
import { rssMb } from './lib/rss';
import { startScriptServer } from './lib/script-server';

const TOTAL_BYTES = Number(process.env.BENCH_UPLOAD_BYTES ?? 1024 ** 3);
const RUNS = 3;
const WARM_UP_BYTES = 32 * 1024 * 1024;
const MB = 1024 * 1024;
const S3_PORT = 3222;
const BUCKET = 'bench-media';
// s3rver's built-in credentials.
const S3_ENV = {
  MEDIA_STORE: 's3',
  S3_ENDPOINT: `http://127.0.0.1:${S3_PORT}`,
  S3_REGION: 'us-east-1',
  S3_BUCKET: BUCKET,
  S3_ACCESS_KEY_ID: 'S3RVER',
  S3_SECRET_ACCESS_KEY: 'S3RVER',
  S3_FORCE_PATH_STYLE: 'true',
};

const S3_SERVER = `
const S3rver = require('s3rver');
new S3rver({ address: '127.0.0.1', port: Number(process.env.S3_PORT), directory: process.env.S3_DIR, silent: true,
  configureBuckets: [{ name: process.env.S3_BUCKET }] }).run().then(() => console.log('listening'));
`;

// The baselines run in their own processes, like the app, so they do not share the client's event
// loop. Both are the same busboy server; they differ in where the file stream goes (`writeFile`, the
// source of a function (stream) => Promise).
function bareUploadServer(prelude: string, writeFile: string): string {
  return `
const http = require('node:http');
const busboy = require('busboy');
${prelude}
const writeFile = ${writeFile};
const server = http.createServer((req, res) => {
  const parser = busboy({ headers: req.headers });
  let writing = null;
  parser.on('file', (_name, stream) => { writing = writeFile(stream); });
  parser.on('close', async () => {
    await writing;
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"success":true}');
  });
  req.pipe(parser);
});
server.requestTimeout = 0;
server.listen(Number(process.env.BARE_PORT), '127.0.0.1', () => console.log('listening'));
`;
}

const BARE_FILE_SERVER = bareUploadServer(
  `const fs = require('node:fs');`,
  `(stream) => new Promise((resolve, reject) => {
    const file = fs.createWriteStream(process.env.BARE_OUT);
    file.on('finish', resolve);
    file.on('error', reject);
    stream.pipe(file);
  })`,
);

const BARE_S3_SERVER = bareUploadServer(
  `const { S3Client } = require('@aws-sdk/client-s3');
const { Upload } = require('@aws-sdk/lib-storage');
const client = new S3Client({ endpoint: process.env.S3_ENDPOINT, region: process.env.S3_REGION, forcePathStyle: true,
  credentials: { accessKeyId: process.env.S3_ACCESS_KEY_ID, secretAccessKey: process.env.S3_SECRET_ACCESS_KEY },
  requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' });`,
  `(stream) => new Upload({ client, params: { Bucket: process.env.S3_BUCKET, Key: 'bench/bare.mp4', Body: stream, ContentType: 'video/mp4' },
    partSize: 5 * 1024 * 1024, queueSize: 4 }).done()`,
);

interface Measured {
  seconds: number;
  growthMb: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** One upload of the whole video to `url`, with the receiving process's RSS growth. */
async function measure(pid: number, url: string, cookie?: string): Promise<{ result: UploadResult; measured: Measured }> {
  const before = rssMb(pid);
  const run = await withRssPeak(pid, () => upload(url, TOTAL_BYTES, cookie));
  if (run.result.status !== 200) throw new Error(`upload to ${url} failed: ${run.result.status} ${run.result.body}`);
  return { result: run.result, measured: { seconds: run.result.seconds, growthMb: run.peakMb - before } };
}

/** The stored video's size as the app serves it; then the video is deleted (its file or object with it). */
async function checkAndDelete(app: RunningApp, cookie: string, body: string, expected = TOTAL_BYTES): Promise<void> {
  const { id, video_name: name } = JSON.parse(body).video as { id: number; video_name: string };
  const first = await fetch(`${app.url}/api/trainings/videos/${name}`, { headers: { cookie, range: 'bytes=0-0' } });
  await first.arrayBuffer();
  const size = Number(/\/(\d+)$/.exec(first.headers.get('content-range') ?? '')?.[1]);
  if (size !== expected) console.log(`WARNING: the app stored ${size} bytes, not ${expected}`);
  const deleted = await fetch(`${app.url}/api/trainings/videos/${id}`, { method: 'DELETE', headers: { cookie } });
  if (!deleted.ok) throw new Error(`could not delete the bench video: ${deleted.status}`);
}

async function benchStore(store: 'local' | 's3'): Promise<{ app: Measured[]; bare: Measured[] }> {
  const scratch = path.resolve('tmp/bench', `upload-bare-${store}`);
  fs.rmSync(scratch, { recursive: true, force: true });
  fs.mkdirSync(scratch, { recursive: true });
  const s3 = store === 's3' ? await startScriptServer('s3rver', S3_SERVER, { S3_PORT: String(S3_PORT), S3_DIR: path.join(scratch, 's3'), S3_BUCKET: BUCKET }) : null;
  const app = await startApp(3220, `upload-${store}`, { TRAINING_MAX_BYTES: String(2 * 1024 ** 3), ...(s3 ? S3_ENV : {}) });
  const bare =
    store === 's3'
      ? await startScriptServer('bare SDK server', BARE_S3_SERVER, { ...S3_ENV, BARE_PORT: '3221' })
      : await startScriptServer('bare file server', BARE_FILE_SERVER, { BARE_PORT: '3221', BARE_OUT: path.join(scratch, 'video.mp4') });
  const bareUrl = 'http://127.0.0.1:3221/upload';
  const results = { app: [] as Measured[], bare: [] as Measured[] };
  try {
    const cookie = await adminCookie(app.url);
    // Warm-up: load the route's modules, the database and the store's client (several multipart
    // parts) before anything is measured, in the app and the baseline alike.
    const warm = await upload(`${app.url}/api/trainings`, WARM_UP_BYTES, cookie);
    if (warm.status !== 200) throw new Error(`warm-up upload failed: ${warm.status} ${warm.body}`);
    await checkAndDelete(app, cookie, warm.body, WARM_UP_BYTES);
    await upload(bareUrl, WARM_UP_BYTES);
    for (let run = 1; run <= RUNS; run++) {
      const onApp = await measure(app.pid, `${app.url}/api/trainings`, cookie);
      await checkAndDelete(app, cookie, onApp.result.body);
      const onBare = await measure(bare.pid, bareUrl);
      results.app.push(onApp.measured);
      results.bare.push(onBare.measured);
      console.log(
        `  ${store} run ${run}: app ${onApp.measured.seconds.toFixed(2)} s (+${onApp.measured.growthMb.toFixed(1)} MB RSS), bare ${onBare.measured.seconds.toFixed(2)} s (+${onBare.measured.growthMb.toFixed(1)} MB)`,
      );
    }
  } finally {
    await bare.stop();
    await app.stop();
    await s3?.stop();
    fs.rmSync(scratch, { recursive: true, force: true });
  }
  return results;
}

async function main() {
  console.log(`Upload of ${(TOTAL_BYTES / MB).toFixed(0)} MiB generated video (ftyp + pseudo-random bytes), one stream, ${RUNS} runs per store`);
  const rows: string[] = [];
  for (const store of ['local', 's3'] as const) {
    const { app, bare } = await benchStore(store);
    const appSeconds = median(app.map((m) => m.seconds));
    const bareSeconds = median(bare.map((m) => m.seconds));
    const growth = median(app.map((m) => m.growthMb));
    const worst = Math.max(...app.map((m) => m.growthMb));
    const ratio = bareSeconds / appSeconds;
    const mbps = (seconds: number) => (TOTAL_BYTES / MB / seconds).toFixed(1);
    rows.push(
      `${store.padEnd(6)} ${mbps(appSeconds).padStart(10)} ${mbps(bareSeconds).padStart(11)} ${ratio.toFixed(3).padStart(10)} ${`${growth.toFixed(1)} MB`.padStart(16)} ${`${worst.toFixed(1)} MB`.padStart(14)}  ${worst <= 64 ? 'OK' : 'OVER 64 MB'}`,
    );
  }
  console.log('\nMedians of 3 runs');
  console.log('store  app MB/s   bare MB/s   app/bare   app RSS growth   largest of 3');
  for (const row of rows) console.log(row);
  console.log('\nBaselines: local = busboy → file; s3 = busboy → lib-storage Upload (5 MiB parts, 4 at a time) to the same s3rver.');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

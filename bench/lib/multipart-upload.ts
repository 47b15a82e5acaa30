// The client side of bench/upload: a generated video streamed as one multipart upload, and the peak
// memory of the receiving process while it arrives.
import http from 'node:http';
import { once } from 'node:events';
import { rssMb } from './rss';

const CHUNK = 1024 * 1024;
const POOL = 8 * CHUNK;
const BOUNDARY = '----qa-bench-upload-7c1f0e9b2a4d4e8f9a3b5c6d7e8f9012';

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

export interface UploadResult {
  status: number;
  body: string;
  seconds: number;
}

/** Streams the multipart body with http.request, respecting backpressure. */
export async function upload(url: string, total: number, cookie?: string): Promise<UploadResult> {
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
export async function withRssPeak<T>(pid: number, work: () => Promise<T>): Promise<{ result: T; peakMb: number }> {
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

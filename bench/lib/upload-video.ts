import { once } from 'node:events';
import http from 'node:http';

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
export async function uploadVideo(url: string, cookie: string, bytes: number): Promise<string> {
  const head = Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="content"\r\n\r\nRange bench video\r\n` +
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="trainings"; filename="range.mp4"\r\nContent-Type: video/mp4\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
  const request = http.request(`${url}/api/trainings`, {
    method: 'POST',
    headers: {
      'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      'content-length': String(head.length + bytes + tail.length),
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
  for (const chunk of videoChunks(bytes)) await write(chunk);
  request.end(tail);
  const { status, body } = await responded;
  if (status !== 200) throw new Error(`upload failed: ${status} ${body}`);
  return JSON.parse(body).video.video_name as string;
}



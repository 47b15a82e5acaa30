import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { GET as stream } from '@/app/api/trainings/videos/[video_name]/route';
import { trainingVideos } from '@/lib/db/schema';
import { call } from '../helpers/http';
import { setupFreshDatabase } from '../helpers/test-db';
import { createLoggedInUser } from '../helpers/users';

const getDb = setupFreshDatabase();

/** A small MP4-looking file (ftyp box) of `size` bytes with a recognisable byte pattern. */
async function storeVideo(size = 4096) {
  const bytes = Buffer.alloc(size);
  for (let i = 0; i < size; i++) bytes[i] = i % 251;
  Buffer.from([0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d]).copy(bytes, 0);
  const name = `${crypto.randomUUID()}.mp4`;
  const dir = path.join(process.env.UPLOADS_DIR!, 'trainings');
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, name), bytes);
  await getDb().insert(trainingVideos).values({ videoName: name, content: 'Intro to test design', mimeType: 'video/mp4', sizeBytes: size });
  return { name, bytes };
}

describe('GET /api/trainings/videos/{video_name}', () => {
  it('streams to a paid student: whole file, byte ranges (206) and a bad range (416)', async () => {
    const { name, bytes } = await storeVideo();
    const paid = await createLoggedInUser({ payStatus: 'yes' });
    const whole = await call(stream, { cookie: paid.cookie, params: { video_name: name } });
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('video/mp4');
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    expect(whole.headers.get('x-content-type-options')).toBe('nosniff');
    expect(whole.headers.get('content-length')).toBe(String(bytes.length));

    const part = await call(stream, { cookie: paid.cookie, params: { video_name: name }, headers: { range: 'bytes=100-199' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${bytes.length}`);
    expect(part.headers.get('content-length')).toBe('100');

    const tail = await call(stream, { cookie: paid.cookie, params: { video_name: name }, headers: { range: 'bytes=-10' } });
    expect(tail.headers.get('content-range')).toBe(`bytes ${bytes.length - 10}-${bytes.length - 1}/${bytes.length}`);

    for (const range of [`bytes=${bytes.length}-`, 'bytes=500-100', 'items=0-1', 'bytes=abc']) {
      const bad = await call(stream, { cookie: paid.cookie, params: { video_name: name }, headers: { range } });
      expect(bad.status, range).toBe(416);
      expect(bad.headers.get('content-range')).toBe(`bytes */${bytes.length}`);
    }
  });

  it('checks the session and the payment on every request, ranges included', async () => {
    const { name } = await storeVideo();
    expect((await call(stream, { params: { video_name: name }, headers: { range: 'bytes=0-9' } })).status).toBe(401);
    const unpaid = await createLoggedInUser({ payStatus: 'no' });
    const refused = await call(stream, { cookie: unpaid.cookie, params: { video_name: name }, headers: { range: 'bytes=0-9' } });
    expect(refused.status).toBe(403);
    expect(refused.json.message).toBe('Please pay your bill to access all videos.');
    const admin = await createLoggedInUser({ role: 'admin' });
    expect((await call(stream, { cookie: admin.cookie, params: { video_name: name }, headers: { range: 'bytes=0-9' } })).status).toBe(206);
  });

  it('answers 404 for files that are not catalogued videos or have unsafe names', async () => {
    const paid = await createLoggedInUser({ payStatus: 'yes' });
    const dir = path.join(process.env.UPLOADS_DIR!, 'trainings');
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'orphan.mp4'), 'not in the catalogue');
    for (const name of ['orphan.mp4', 'missing.mp4', '../secret.mp4']) {
      expect((await call(stream, { cookie: paid.cookie, params: { video_name: name } })).status, name).toBe(404);
    }
  });
});

import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DELETE as deleteAd, GET as getAdMedia } from '@/app/api/ads/[id]/route';
import { POST as createAd } from '@/app/api/ads/route';
import { GET as getHealth } from '@/app/api/health/route';
import { POST as upload } from '@/app/api/trainings/route';
import { DELETE as removeVideo, GET as stream } from '@/app/api/trainings/videos/[video_name]/route';
import { resetEnvCache } from '@/lib/env';
import { assertMediaStoreAnswers } from '@/lib/storage/startup-check';
import { cutShortTrainingUpload } from '../helpers/cut-short-upload';
import { formWithFile, pngBytes } from '../helpers/files';
import { call } from '../helpers/http';
import { startLocalS3 } from '../helpers/local-s3';
import { withLocalS3Media } from '../helpers/local-s3-media';
import { setupFreshDatabase } from '../helpers/test-db';
import { createLoggedInUser } from '../helpers/users';

// MEDIA_STORE=s3 against a real S3-compatible server (s3rver) started here: uploads land in the bucket,
// never on the local disk, and reads, ranges, refusals and deletes behave as with the local folder.

setupFreshDatabase();
const localS3 = withLocalS3Media();
const MiB = 1024 * 1024;

afterEach(() => {
  delete process.env.TRAINING_MAX_BYTES;
  resetEnvCache();
});

/** MP4-looking bytes: an ftyp box, then a pattern that differs at every offset of a part. */
function mp4Bytes(size: number): Buffer {
  const bytes = Buffer.alloc(size);
  for (let i = 0; i < size; i++) bytes[i] = (i * 7 + (i >> 12)) % 251;
  Buffer.from([0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d, 0, 0, 0, 0]).copy(bytes, 0);
  return bytes;
}

const videoForm = (bytes: Buffer, content = 'Exploratory testing') => formWithFile('trainings', bytes, 'lesson.mp4', 'video/mp4', { content });
const localFiles = () => (fs.existsSync(process.env.UPLOADS_DIR!) ? fs.readdirSync(process.env.UPLOADS_DIR!, { recursive: true }) : []);

describe('media on an S3-compatible store', () => {
  it('streams a multi-part video upload into the bucket and serves byte ranges from it to a paid student only', async () => {
    const admin = await createLoggedInUser({ role: 'admin' });
    // Over two 5 MiB parts: a real multipart upload, not one PUT.
    const bytes = mp4Bytes(12 * MiB + 321);
    const result = await call(upload, { cookie: admin.cookie, form: videoForm(bytes) });
    expect(result.status).toBe(200);
    const name: string = result.json.video.video_name;
    expect(await localS3().keys()).toContain(`trainings/${name}`);
    expect((await localS3().bytes(`trainings/${name}`)).equals(bytes)).toBe(true);
    expect(localFiles().filter((file) => String(file).includes(name))).toEqual([]);

    const paid = await createLoggedInUser({ payStatus: 'yes' });
    const across = { start: 5 * MiB - 10, end: 5 * MiB + 9 };
    const part = await call(stream, { cookie: paid.cookie, params: { video_name: name }, headers: { range: `bytes=${across.start}-${across.end}` } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes ${across.start}-${across.end}/${bytes.length}`);
    expect(part.headers.get('content-type')).toBe('video/mp4');
    const request = new Request(`http://localhost:3000/api/trainings/videos/${name}`, {
      headers: { cookie: paid.cookie, range: 'bytes=-100', 'x-qa-peer-ip': '203.0.113.10' },
    });
    const tail = await stream(request, { params: Promise.resolve({ video_name: name }) });
    expect(tail.status).toBe(206);
    expect(Buffer.from(await tail.arrayBuffer()).equals(bytes.subarray(bytes.length - 100))).toBe(true);

    const outside = await call(stream, { cookie: paid.cookie, params: { video_name: name }, headers: { range: `bytes=${bytes.length}-` } });
    expect(outside.status).toBe(416);
    expect(outside.headers.get('content-range')).toBe(`bytes */${bytes.length}`);

    const unpaid = await createLoggedInUser({ payStatus: 'no' });
    const refused = await call(stream, { cookie: unpaid.cookie, params: { video_name: name }, headers: { range: 'bytes=0-15' } });
    expect(refused.status).toBe(403);
  });

  it('leaves no object when an upload is refused past the size limit midway', async () => {
    process.env.TRAINING_MAX_BYTES = String(6 * MiB);
    resetEnvCache();
    const admin = await createLoggedInUser({ role: 'admin' });
    const before = await localS3().keys();
    const result = await call(upload, { cookie: admin.cookie, form: videoForm(mp4Bytes(12 * MiB), 'Too long') });
    expect(result.status).toBe(413);
    expect(await localS3().keys()).toEqual(before);
  });

  it('leaves no object when the client goes away midway', async () => {
    const admin = await createLoggedInUser({ role: 'admin' });
    const before = await localS3().keys();
    // More than one part, so the store has begun a multipart upload when the client goes away.
    const request = cutShortTrainingUpload(admin.cookie, 'Cut short', mp4Bytes(11 * MiB));
    const response = await upload(request, { params: Promise.resolve({}) });
    expect(response.status).toBe(400);
    expect(await localS3().keys()).toEqual(before);
  });

  it("reads a video's length from the object in the bucket, by ranged reads", async () => {
    const admin = await createLoggedInUser({ role: 'admin' });
    const file = fs.readFileSync(path.join(import.meta.dirname, '../fixtures/videos/five-seconds-moov-at-end.mp4'));
    const result = await call(upload, { cookie: admin.cookie, form: videoForm(file, 'Five seconds') });
    expect(result.status).toBe(200);
    expect(result.json.video.duration_status).toBe('measured');
    expect(result.json.video.duration_seconds).toBeCloseTo(5, 1);
  });

  it('removes the object when the video is deleted, and then answers 404', async () => {
    const admin = await createLoggedInUser({ role: 'admin' });
    const uploaded = await call(upload, { cookie: admin.cookie, form: videoForm(mp4Bytes(64 * 1024), 'Soon gone') });
    const { id, video_name: name } = uploaded.json.video;
    expect(await localS3().keys()).toContain(`trainings/${name}`);
    const removed = await call(removeVideo, { method: 'DELETE', cookie: admin.cookie, params: { video_name: String(id) } });
    expect(removed.status).toBe(200);
    expect(await localS3().keys()).not.toContain(`trainings/${name}`);
    const paid = await createLoggedInUser({ payStatus: 'yes' });
    expect((await call(stream, { cookie: paid.cookie, params: { video_name: name } })).status).toBe(404);
  });

  it('keeps ad images in the bucket, serves them, and deletes them with the ad', async () => {
    const admin = await createLoggedInUser({ role: 'admin' });
    const png = pngBytes();
    const created = await call(createAd, { path: '/api/ads', cookie: admin.cookie, form: formWithFile('ads', png, 'b.png', 'image/png', { title: 'Bucket banner', type: 'image' }) });
    expect(created.status).toBe(200);
    const key = `ads/${created.json.media}`;
    expect((await localS3().bytes(key)).equals(png)).toBe(true);
    const served = await getAdMedia(new Request(`http://localhost:3000/api/ads/${created.json.media}`), { params: Promise.resolve({ id: created.json.media }) });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);
    const deleted = await call(deleteAd, { method: 'DELETE', cookie: admin.cookie, params: { id: String(created.json.id) } });
    expect(deleted.status).toBe(200);
    expect(await localS3().keys()).not.toContain(key);
  });

  it('reports the bucket in /api/health: 200 while it answers, 503 "unavailable" when it does not', async () => {
    const up = await call(getHealth, { path: '/api/health' });
    expect(up.status).toBe(200);
    expect(up.json).toEqual({ status: 'ok', database: 'ok', mediaStore: 'ok' });

    const gone = await startLocalS3('qa-gone');
    Object.assign(process.env, gone.env);
    resetEnvCache();
    await gone.close();
    try {
      const down = await call(getHealth, { path: '/api/health' });
      expect(down.status).toBe(503);
      expect(down.json).toEqual({ status: 'unavailable', database: 'ok', mediaStore: 'unreachable' });
    } finally {
      Object.assign(process.env, localS3().env);
      resetEnvCache();
    }
  });
});

describe('starting with MEDIA_STORE=s3', () => {
  it('goes ahead when the bucket answers', async () => {
    await expect(assertMediaStoreAnswers()).resolves.toBeUndefined();
  });

  it('stops with a message naming the bucket and the settings when the bucket does not exist', async () => {
    process.env.S3_BUCKET = 'qa-no-such-bucket';
    resetEnvCache();
    try {
      await expect(assertMediaStoreAnswers()).rejects.toThrow(
        /The media bucket "qa-no-such-bucket" at http:\/\/127\.0\.0\.1:\d+ does not answer \(HTTP 404 NotFound\)\. Check S3_ENDPOINT, S3_BUCKET/,
      );
    } finally {
      process.env.S3_BUCKET = localS3().bucket;
      resetEnvCache();
    }
  });
});

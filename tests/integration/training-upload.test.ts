import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { GET as listVideos } from '@/app/api/trainings/[userId]/route';
import { POST as upload } from '@/app/api/trainings/route';
import { DELETE as remove, GET as stream } from '@/app/api/trainings/videos/[video_name]/route';
import { trainingVideos } from '@/lib/db/schema';
import { resetEnvCache } from '@/lib/env';
import { writeMedia } from '@/lib/storage';
import { cutShortTrainingUpload } from '../helpers/cut-short-upload';
import { formWithFile } from '../helpers/files';
import { call } from '../helpers/http';
import { setupFreshDatabase } from '../helpers/test-db';
import { createLoggedInUser } from '../helpers/users';

const getDb = setupFreshDatabase();
const trainingsDir = () => path.join(process.env.UPLOADS_DIR!, 'trainings');
const storedFiles = () => (fs.existsSync(trainingsDir()) ? fs.readdirSync(trainingsDir()).sort() : []);

/** MP4-looking bytes: an ftyp box, then a recognisable pattern. */
function mp4Bytes(size = 8192): Buffer {
  const bytes = Buffer.alloc(size);
  for (let i = 0; i < size; i++) bytes[i] = (i * 7) % 251;
  Buffer.from([0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d, 0, 0, 0, 0]).copy(bytes, 0);
  return bytes;
}

const videoForm = (bytes = mp4Bytes(), content = 'Boundary value analysis') =>
  formWithFile('trainings', bytes, 'lesson.mp4', 'video/mp4', { content });

afterEach(() => {
  delete process.env.TRAINING_MAX_BYTES;
  resetEnvCache();
});

describe('POST /api/trainings', () => {
  it('stores an admin upload under a server-made name, catalogues it, and streams it back with ranges', async () => {
    const admin = await createLoggedInUser({ role: 'admin' });
    const bytes = mp4Bytes();
    const result = await call(upload, { cookie: admin.cookie, form: videoForm(bytes, '  Boundary value analysis  ') });
    expect(result.status).toBe(200);
    expect(result.json).toMatchObject({ success: true, message: 'Video uploaded successfully.' });
    const video = result.json.video;
    expect(video).toMatchObject({ content: 'Boundary value analysis' });
    expect(video.video_name).toMatch(/^[0-9a-f-]{36}\.mp4$/);
    expect(video.video_name).not.toContain('lesson');
    expect(typeof video.id).toBe('number');
    expect(new Date(video.created_at).toString()).not.toBe('Invalid Date');

    const [row] = await getDb().select().from(trainingVideos).where(eq(trainingVideos.id, video.id));
    expect(row).toMatchObject({ videoName: video.video_name, mimeType: 'video/mp4', sizeBytes: bytes.length, uploadedBy: admin.id });
    expect(fs.readFileSync(path.join(trainingsDir(), video.video_name)).equals(bytes)).toBe(true);
    expect(storedFiles().some((name) => name.endsWith('.partial'))).toBe(false);

    const paid = await createLoggedInUser({ payStatus: 'yes' });
    const part = await call(stream, { cookie: paid.cookie, params: { video_name: video.video_name }, headers: { range: 'bytes=0-15' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 0-15/${bytes.length}`);
    expect(part.headers.get('content-type')).toBe('video/mp4');
  });

  it('accepts the title after the file in the multipart body', async () => {
    const admin = await createLoggedInUser({ role: 'admin' });
    const form = new FormData();
    form.append('trainings', new File([new Uint8Array(mp4Bytes())], 'late.mp4', { type: 'video/mp4' }));
    form.append('content', 'Title sent last');
    const result = await call(upload, { cookie: admin.cookie, form });
    expect(result.status).toBe(200);
    expect(result.json.video.content).toBe('Title sent last');
  });

  it('refuses a spoofed type (text named .mp4, type video/mp4) with 415 and leaves no file', async () => {
    const admin = await createLoggedInUser({ role: 'admin' });
    const before = storedFiles();
    const text = Buffer.from('<script>alert(1)</script> this is not a video at all, just text.\n'.repeat(50));
    const result = await call(upload, { cookie: admin.cookie, form: formWithFile('trainings', text, 'evil.mp4', 'video/mp4', { content: 'Evil' }) });
    expect(result.status).toBe(415);
    expect(result.json.message).toBe('Only video files are allowed.');
    expect(storedFiles()).toEqual(before);
  });

  it('refuses a file over TRAINING_MAX_BYTES with 413 and leaves no file', async () => {
    process.env.TRAINING_MAX_BYTES = '4096';
    resetEnvCache();
    const admin = await createLoggedInUser({ role: 'admin' });
    const before = storedFiles();
    const result = await call(upload, { cookie: admin.cookie, form: videoForm(mp4Bytes(64 * 1024)) });
    expect(result.status).toBe(413);
    expect(result.json.message).toBe('The video is larger than the upload limit.');
    expect(storedFiles()).toEqual(before);
  });

  it('refuses a missing or blank title, or a missing file, with 400 and leaves no file', async () => {
    const admin = await createLoggedInUser({ role: 'admin' });
    const before = storedFiles();
    const noTitle = new FormData();
    noTitle.append('trainings', new File([new Uint8Array(mp4Bytes())], 'a.mp4', { type: 'video/mp4' }));
    for (const form of [noTitle, videoForm(mp4Bytes(), '   '), videoForm(mp4Bytes(), 'x'.repeat(201))]) {
      const result = await call(upload, { cookie: admin.cookie, form });
      expect(result.status).toBe(400);
      expect(result.json.message).toBe('Please provide a title and upload a video file.');
    }
    const noFile = new FormData();
    noFile.append('content', 'Only a title');
    const result = await call(upload, { cookie: admin.cookie, form: noFile });
    expect(result.status).toBe(400);
    expect(result.json.message).toBe('Please provide a title and upload a video file.');
    expect(storedFiles()).toEqual(before);
  });

  it('answers a cancelled upload with 4xx and leaves no partial file', async () => {
    const admin = await createLoggedInUser({ role: 'admin' });
    const before = storedFiles();
    const request = cutShortTrainingUpload(admin.cookie, 'Cancelled lesson', mp4Bytes(256 * 1024));
    const response = await upload(request, { params: Promise.resolve({}) });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(storedFiles()).toEqual(before);
    expect(await getDb().select().from(trainingVideos).where(eq(trainingVideos.content, 'Cancelled lesson'))).toHaveLength(0);
  });

  it('is for admins only: student 403, anonymous 401, and nothing is stored', async () => {
    const before = storedFiles();
    const student = await createLoggedInUser({ payStatus: 'yes' });
    expect((await call(upload, { cookie: student.cookie, form: videoForm() })).status).toBe(403);
    expect((await call(upload, { form: videoForm() })).status).toBe(401);
    expect(storedFiles()).toEqual(before);
  });
});

describe('DELETE /api/trainings/videos/{id}', () => {
  async function uploaded() {
    const admin = await createLoggedInUser({ role: 'admin' });
    const result = await call(upload, { cookie: admin.cookie, form: videoForm() });
    expect(result.status).toBe(200);
    return { admin, video: result.json.video as { id: number; video_name: string } };
  }

  it('lets an admin remove the row and the file', async () => {
    const { admin, video } = await uploaded();
    expect(fs.existsSync(path.join(trainingsDir(), video.video_name))).toBe(true);
    const result = await call(remove, { method: 'DELETE', cookie: admin.cookie, params: { video_name: String(video.id) } });
    expect(result.status).toBe(200);
    expect(result.json).toEqual({ success: true });
    expect(await getDb().select().from(trainingVideos).where(eq(trainingVideos.id, video.id))).toHaveLength(0);
    expect(fs.existsSync(path.join(trainingsDir(), video.video_name))).toBe(false);
    const again = await call(remove, { method: 'DELETE', cookie: admin.cookie, params: { video_name: String(video.id) } });
    expect(again.status).toBe(404);
  });

  it('answers 404 for unknown or malformed ids', async () => {
    const admin = await createLoggedInUser({ role: 'admin' });
    for (const id of ['999999', '0', '-1', 'abc', '1.5', '99999999999']) {
      expect((await call(remove, { method: 'DELETE', cookie: admin.cookie, params: { video_name: id } })).status, id).toBe(404);
    }
  });

  it('refuses students (403) and anonymous callers (401), keeping the video', async () => {
    const { video } = await uploaded();
    const student = await createLoggedInUser({ payStatus: 'yes' });
    expect((await call(remove, { method: 'DELETE', cookie: student.cookie, params: { video_name: String(video.id) } })).status).toBe(403);
    expect((await call(remove, { method: 'DELETE', params: { video_name: String(video.id) } })).status).toBe(401);
    expect(await getDb().select().from(trainingVideos).where(eq(trainingVideos.id, video.id))).toHaveLength(1);
    expect(fs.existsSync(path.join(trainingsDir(), video.video_name))).toBe(true);
  });
});

describe("a training video's length, read by the server from the stored file", () => {
  const fixture = (name: string) => fs.readFileSync(path.join(import.meta.dirname, '../fixtures/videos', name));

  it('is stored on upload for MP4 (length box first or last) and WebM, and is what the list says', async () => {
    const admin = await createLoggedInUser({ role: 'admin' });
    for (const [file, type, seconds] of [
      ['three-seconds.mp4', 'video/mp4', 3],
      ['five-seconds-moov-at-end.mp4', 'video/mp4', 5],
      ['four-seconds.webm', 'video/webm', 4],
    ] as const) {
      const result = await call(upload, { cookie: admin.cookie, form: formWithFile('trainings', fixture(file), file, type, { content: file }) });
      expect(result.status, file).toBe(200);
      expect(result.json.video, file).toMatchObject({ duration_status: 'measured' });
      expect(result.json.video.duration_seconds, file).toBeCloseTo(seconds, 1);
      const [row] = await getDb().select().from(trainingVideos).where(eq(trainingVideos.id, result.json.video.id));
      expect(row.durationSeconds, file).toBeCloseTo(seconds, 1);
    }
  });

  it('marks a file whose length cannot be read as unreadable, which the admin sees in the list', async () => {
    const admin = await createLoggedInUser({ role: 'admin' });
    const result = await call(upload, { cookie: admin.cookie, form: videoForm(mp4Bytes(), 'Only an ftyp box') });
    expect(result.status).toBe(200);
    expect(result.json.video).toMatchObject({ duration_seconds: null, duration_status: 'unreadable' });
    const list = await call(listVideos, { cookie: admin.cookie, params: { userId: admin.id } });
    expect(list.json.find((video: { id: number }) => video.id === result.json.video.id)).toMatchObject({ duration_seconds: null, duration_status: 'unreadable' });
  });

  it('is read on first use for a video catalogued before lengths were read', async () => {
    const admin = await createLoggedInUser({ role: 'admin' });
    const name = `${crypto.randomUUID()}.mp4`;
    await writeMedia('trainings', name, fixture('three-seconds.mp4'));
    const [video] = await getDb().insert(trainingVideos).values({ videoName: name, content: 'Older upload', mimeType: 'video/mp4', sizeBytes: 1970 }).returning();
    expect(video.durationReadAt).toBeNull();
    const list = await call(listVideos, { cookie: admin.cookie, params: { userId: admin.id } });
    const listed = list.json.find((row: { id: number }) => row.id === video.id);
    expect(listed.duration_status).toBe('measured');
    expect(listed.duration_seconds).toBeCloseTo(3, 1);
  });
});

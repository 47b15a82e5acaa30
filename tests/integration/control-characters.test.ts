import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { POST as createAd } from '@/app/api/ads/route';
import { POST as addChunk } from '@/app/api/learning/[course_id]/chunks/route';
import { PUT as renameCourse } from '@/app/api/learning/course/[id]/route';
import { POST as addCourse } from '@/app/api/learning/route';
import { POST as postReview } from '@/app/api/reviews/[userId]/route';
import { POST as uploadVideo } from '@/app/api/trainings/route';
import { GET as streamVideo } from '@/app/api/trainings/videos/[video_name]/route';
import { POST as contact } from '@/app/api/contact/route';
import { withRoute } from '@/lib/api/route';
import { CONTROL_CHARS_MESSAGE } from '@/lib/validation/text';
import { formWithFile, pngBytes } from '../helpers/files';
import { call } from '../helpers/http';
import { setupFreshDatabase } from '../helpers/test-db';
import { createLoggedInUser, type TestUser } from '../helpers/users';

// A NUL byte cannot be stored in PostgreSQL text (error 22021, the same in PGlite): before, every
// field below answered 500 and logged a stack trace. They must answer 400 with a message.
const getDb = setupFreshDatabase();
const NUL = '\u0000';

let admin: TestUser;
beforeAll(async () => {
  admin = await createLoggedInUser({ role: 'admin' });
});

const listFiles = (area: string) => {
  const dir = path.join(process.env.UPLOADS_DIR!, area);
  return fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
};

function mp4Bytes(size = 4096): Buffer {
  const bytes = Buffer.alloc(size);
  Buffer.from([0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d, 0, 0, 0, 0]).copy(bytes, 0);
  return bytes;
}

describe('control characters in text fields', () => {
  it('refuses a review holding a NUL byte with 400 and a message; newlines stay allowed', async () => {
    const student = await createLoggedInUser();
    const refused = await call(postReview, { cookie: student.cookie, params: { userId: student.id }, body: { content: `Great${NUL}course` } });
    expect(refused.status).toBe(400);
    expect(refused.json.message).toBe(CONTROL_CHARS_MESSAGE);
    const multiLine = await call(postReview, { cookie: student.cookie, params: { userId: student.id }, body: { content: 'Great course.\r\nWould recommend.' } });
    expect(multiLine.status).toBe(200);
  });

  it('refuses a course title with a NUL byte, when adding and when renaming', async () => {
    const added = await call(addCourse, { cookie: admin.cookie, body: { title: `Security${NUL}Testing` } });
    expect(added.status).toBe(400);
    expect(added.json).toMatchObject({ message: CONTROL_CHARS_MESSAGE, errors: { title: CONTROL_CHARS_MESSAGE } });
    const course = await call(addCourse, { cookie: admin.cookie, body: { title: 'Security Testing' } });
    expect(course.status).toBe(200);
    const renamed = await call(renameCourse, {
      method: 'PUT',
      cookie: admin.cookie,
      params: { id: String(course.json.course_id) },
      body: { title: `Bell\u0007Testing` },
    });
    expect(renamed.status).toBe(400);
    expect(renamed.json.message).toBe(CONTROL_CHARS_MESSAGE);
  });

  it('refuses a chunk whose title or contents hold a NUL byte', async () => {
    const course = await call(addCourse, { cookie: admin.cookie, body: { title: 'API Testing' } });
    const params = { course_id: String(course.json.course_id) };
    const badTitle = await call(addChunk, { cookie: admin.cookie, params, body: { chunk_title: `Basics${NUL}`, chunk_contents: 'one; two' } });
    expect(badTitle.status).toBe(400);
    expect(badTitle.json.errors).toEqual({ chunk_title: CONTROL_CHARS_MESSAGE });
    const badItem = await call(addChunk, { cookie: admin.cookie, params, body: { chunk_title: 'Basics', chunk_contents: ['one', `t${NUL}wo`] } });
    expect(badItem.status).toBe(400);
    expect(badItem.json.errors).toEqual({ chunk_contents: CONTROL_CHARS_MESSAGE });
  });

  it('refuses a training video whose title holds a NUL byte, and keeps no file', async () => {
    const before = listFiles('trainings');
    const result = await call(uploadVideo, {
      cookie: admin.cookie,
      form: formWithFile('trainings', mp4Bytes(), 'lesson.mp4', 'video/mp4', { content: `Lesson${NUL}one` }),
    });
    expect(result.status).toBe(400);
    expect(result.json.errors).toEqual({ content: CONTROL_CHARS_MESSAGE });
    expect(listFiles('trainings')).toEqual(before);
  });

  it('refuses an ad whose title holds a NUL byte, and keeps no file', async () => {
    const before = listFiles('ads');
    const result = await call(createAd, { cookie: admin.cookie, form: formWithFile('ads', pngBytes(), 'b.png', 'image/png', { title: `Ad${NUL}` }) });
    expect(result.status).toBe(400);
    expect(result.json.message).toBe(CONTROL_CHARS_MESSAGE);
    expect(listFiles('ads')).toEqual(before);
  });

  it('refuses a contact message with a NUL byte before the captcha', async () => {
    const result = await call(contact, {
      body: { name: 'Ada', phone: '+1 555 0100', email: 'ada@example.com', message: `Hello${NUL}`, recaptchaToken: 'x' },
      ip: '203.0.113.90',
    });
    expect(result.status).toBe(400);
    expect(result.json.errors).toMatchObject({ message: CONTROL_CHARS_MESSAGE });
  });

  it('answers 404 for a video name holding a NUL byte (it cannot name a stored file)', async () => {
    const paid = await createLoggedInUser({ payStatus: 'yes' });
    const result = await call(streamVideo, { cookie: paid.cookie, params: { video_name: `a${NUL}.mp4` } });
    expect(result.status).toBe(404);
  });
});

describe('the last resort for text the database refuses', () => {
  it('maps PostgreSQL error 22021 (a NUL byte in text) to a 400 with a message, without logging a stack', async () => {
    const storesRawText = withRoute({ access: 'public' }, async () => {
      await getDb().execute(sql`select ${`raw${NUL}text`}::text`);
      return { stored: true };
    });
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const result = await call(storesRawText);
    expect(result.status).toBe(400);
    expect(result.json.message).toMatch(/cannot be stored/);
    expect(log).not.toHaveBeenCalled();
    log.mockRestore();
  });
});

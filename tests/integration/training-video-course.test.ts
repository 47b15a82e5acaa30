import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as listVideos } from '@/app/api/trainings/[userId]/route';
import { POST as upload } from '@/app/api/trainings/route';
import { PATCH as edit } from '@/app/api/trainings/videos/[video_name]/route';
import { trainingVideos } from '@/lib/db/schema';
import { TRAINING_MSG } from '@/lib/messages';
import { formWithFile } from '../helpers/files';
import { call } from '../helpers/http';
import { makeCourse, makeVideo } from '../helpers/progress';
import { setupFreshDatabase } from '../helpers/test-db';
import { createLoggedInUser, type TestUser } from '../helpers/users';

// docs/product.md#admin-videos: a training video belongs to a catalogue course, or to all courses (course_id null).
// The admin picks it on upload and may change it; a course id that is not in the catalogue is refused with a 400.

const getDb = setupFreshDatabase();
const webm = () => fs.readFileSync(path.join(import.meta.dirname, '../fixtures/videos/four-seconds.webm'));
const form = (fields: Record<string, string>) => formWithFile('trainings', webm(), 'lesson.webm', 'video/webm', { content: 'Boundary values', ...fields });
const storedFiles = () => {
  const dir = path.join(process.env.UPLOADS_DIR!, 'trainings');
  return fs.existsSync(dir) ? fs.readdirSync(dir).length : 0;
};
const courseOf = async (id: number) => (await getDb().select({ courseId: trainingVideos.courseId }).from(trainingVideos).where(eq(trainingVideos.id, id)))[0]?.courseId;

let admin: TestUser;
let courseId: number;

beforeAll(async () => {
  admin = await createLoggedInUser({ role: 'admin' });
  ({ courseId } = await makeCourse(getDb(), 'Manual Testing', 1));
});

describe('POST /api/trainings with course_id', () => {
  it('stores the course the admin picked, and all courses when none is picked', async () => {
    const picked = await call(upload, { cookie: admin.cookie, form: form({ course_id: String(courseId) }) });
    expect(picked.status).toBe(200);
    expect(picked.json.video).toMatchObject({ course_id: courseId, duration_status: 'measured' });
    expect(await courseOf(picked.json.video.id)).toBe(courseId);

    for (const fields of [{ course_id: '' }, {}] as Record<string, string>[]) {
      const all = await call(upload, { cookie: admin.cookie, form: form(fields) });
      expect(all.status).toBe(200);
      expect(all.json.video.course_id).toBeNull();
    }
  });

  it('refuses a course that is not in the catalogue, or no course id at all, with 400 and keeps no file', async () => {
    const before = storedFiles();
    for (const [value, message] of [
      [String(courseId + 1000), TRAINING_MSG.courseNotFound],
      ['abc', TRAINING_MSG.course],
      ['0', TRAINING_MSG.course],
      ['1.5', TRAINING_MSG.course],
    ] as const) {
      const result = await call(upload, { cookie: admin.cookie, form: form({ course_id: value }) });
      expect(result.status, value).toBe(400);
      expect(result.json, value).toMatchObject({ message, errors: { course_id: message } });
    }
    expect(storedFiles()).toBe(before);
  });

  it('lists each video with its course for the admin and for a paid student', async () => {
    const videoId = await makeVideo(getDb(), 'Listed with its course', 10, courseId);
    const student = await createLoggedInUser({ payStatus: 'yes' });
    for (const user of [admin, student]) {
      const list = await call(listVideos, { cookie: user.cookie, params: { userId: user.id } });
      expect(list.status).toBe(200);
      expect(list.json.find((video: { id: number }) => video.id === videoId)).toMatchObject({ content: 'Listed with its course', course_id: courseId });
    }
  });
});

describe('PATCH /api/trainings/videos/{id}', () => {
  const patch = (user: TestUser | null, id: number, body: unknown) =>
    call(edit, { method: 'PATCH', path: `/api/trainings/videos/${id}`, cookie: user?.cookie, params: { video_name: String(id) }, body });

  it('lets an admin change the title and the course, and back to all courses', async () => {
    const id = await makeVideo(getDb(), 'Before');
    const moved = await patch(admin, id, { content: '  After  ', course_id: courseId });
    expect(moved.status).toBe(200);
    expect(moved.json).toMatchObject({ success: true, message: TRAINING_MSG.saved });
    const [row] = await getDb().select().from(trainingVideos).where(eq(trainingVideos.id, id));
    expect(row).toMatchObject({ content: 'After', courseId });
    expect((await patch(admin, id, { content: 'After', course_id: null })).status).toBe(200);
    expect(await courseOf(id)).toBeNull();
  });

  it('refuses a course not in the catalogue (400) and an unknown video (404), changing nothing', async () => {
    const id = await makeVideo(getDb(), 'Stays', 10, courseId);
    const bad = await patch(admin, id, { content: 'Stays', course_id: courseId + 1000 });
    expect(bad.status).toBe(400);
    expect(bad.json.errors).toEqual({ course_id: TRAINING_MSG.courseNotFound });
    expect((await patch(admin, id, { content: 'Stays', course_id: 'x' })).status).toBe(400);
    expect(await courseOf(id)).toBe(courseId);
    expect((await patch(admin, id + 1000, { content: 'Nobody', course_id: null })).status).toBe(404);
  });

  it('refuses students (403) and visitors (401)', async () => {
    const id = await makeVideo(getDb(), 'Admin only', 10, courseId);
    const student = await createLoggedInUser({ payStatus: 'yes' });
    expect((await patch(student, id, { content: 'Mine now', course_id: null })).status).toBe(403);
    expect((await patch(null, id, { content: 'Mine now', course_id: null })).status).toBe(401);
    expect(await courseOf(id)).toBe(courseId);
  });
});

describe('POST /api/trainings with a course, refused for students and visitors', () => {
  it('answers 403 and 401 and stores nothing', async () => {
    const before = storedFiles();
    const student = await createLoggedInUser({ payStatus: 'yes' });
    expect((await call(upload, { cookie: student.cookie, form: form({ course_id: String(courseId) }) })).status).toBe(403);
    expect((await call(upload, { form: form({ course_id: String(courseId) }) })).status).toBe(401);
    expect(storedFiles()).toBe(before);
  });
});

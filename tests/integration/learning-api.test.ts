import { beforeAll, describe, expect, it } from 'vitest';
import { GET as learningIndex } from '@/app/api/learning/route';
import { GET as learningCourses } from '@/app/api/learning/course/route';
import { GET as learningCourse } from '@/app/api/learning/course/[id]/route';
import { GET as trainings } from '@/app/api/trainings/[userId]/route';
import { trainingVideos } from '@/lib/db/schema';
import { seedDatabase } from '@/lib/db/seed';
import { call } from '../helpers/http';
import { setupFreshDatabase } from '../helpers/test-db';
import { createLoggedInUser } from '../helpers/users';

const getDb = setupFreshDatabase();

beforeAll(async () => {
  await seedDatabase(getDb(), () => {});
});

const sortedKeys = (value: object) => Object.keys(value).sort();

describe('GET /api/learning', () => {
  it('answers {data} with every course and its chunks in the spec field names', async () => {
    const result = await call(learningIndex, { path: '/api/learning' });
    expect(result.status).toBe(200);
    expect(sortedKeys(result.json)).toEqual(['data']);
    const courses = result.json.data;
    expect(courses.map((course: { course_name: string }) => course.course_name)).toEqual([
      'Manual Testing',
      'Automation Testing',
      'Test Preparation',
    ]);
    for (const course of courses) {
      expect(sortedKeys(course)).toEqual(['chunks', 'course_id', 'course_name', 'course_title']);
      expect(course.course_id).toEqual(expect.any(Number));
      expect(course.course_title).toEqual(expect.any(String));
      expect(course.chunks.length).toBeGreaterThan(0);
      for (const chunk of course.chunks) {
        expect(sortedKeys(chunk)).toEqual(['chunk_contents', 'chunk_id', 'chunk_title']);
        expect(chunk.chunk_id).toEqual(expect.any(Number));
        expect(chunk.chunk_title).toEqual(expect.any(String));
        expect(chunk.chunk_contents.length).toBeGreaterThan(0);
        for (const line of chunk.chunk_contents) expect(line).toEqual(expect.any(String));
      }
    }
  });
});

describe('GET /api/learning/course', () => {
  it('answers [{course_id, course_name}] in display order', async () => {
    const [list, full] = await Promise.all([call(learningCourses), call(learningIndex)]);
    expect(list.status).toBe(200);
    expect(Array.isArray(list.json)).toBe(true);
    for (const course of list.json) expect(sortedKeys(course)).toEqual(['course_id', 'course_name']);
    expect(list.json).toEqual(
      full.json.data.map(({ course_id, course_name }: { course_id: number; course_name: string }) => ({ course_id, course_name })),
    );
  });
});

describe('GET /api/learning/course/{id}', () => {
  it('answers {course_title, chunks} for a known course', async () => {
    const full = await call(learningIndex);
    const second = full.json.data[1];
    const result = await call(learningCourse, { params: { id: String(second.course_id) } });
    expect(result.status).toBe(200);
    expect(result.json).toEqual({ course_title: second.course_title, chunks: second.chunks });
  });

  it('answers 404 with a message for an unknown or malformed id', async () => {
    const unknown = await call(learningCourse, { params: { id: '987654' } });
    expect(unknown.status).toBe(404);
    expect(unknown.json).toEqual({ message: 'Course not found.' });
    for (const id of ['abc', '0', '-1', '1.5', '01', '99999999999', '1e3']) {
      const result = await call(learningCourse, { params: { id } });
      expect(result.status, `id ${id}`).toBe(404);
      expect(result.json.message).toEqual(expect.any(String));
    }
  });
});

describe('GET /api/trainings/{userId}', () => {
  const UNPAID = 'Please pay your bill to access all videos.';

  it('answers 401 without a session', async () => {
    const student = await createLoggedInUser({ payStatus: 'yes' });
    const result = await call(trainings, { params: { userId: student.id } });
    expect(result.status).toBe(401);
    expect(result.json.message).toEqual(expect.any(String));
  });

  it('answers 403 with the pay message to an unpaid student', async () => {
    const student = await createLoggedInUser({ payStatus: 'no' });
    const result = await call(trainings, { cookie: student.cookie, params: { userId: student.id } });
    expect(result.status).toBe(403);
    expect(result.json).toEqual({ message: UNPAID });
  });

  it("answers 403 when a paid student asks for another user's list", async () => {
    const a = await createLoggedInUser({ payStatus: 'yes' });
    const b = await createLoggedInUser({ payStatus: 'yes' });
    const result = await call(trainings, { cookie: a.cookie, params: { userId: b.id } });
    expect(result.status).toBe(403);
  });

  it('answers 404 for a malformed user id', async () => {
    const student = await createLoggedInUser({ payStatus: 'yes' });
    expect((await call(trainings, { cookie: student.cookie, params: { userId: 'not a valid id!' } })).status).toBe(404);
  });

  it('answers a paid student, by cookie or bearer token, with the videos newest first', async () => {
    const student = await createLoggedInUser({ payStatus: 'yes' });
    // The seed's videos (tests/integration/seed-training-videos.test.ts) make way for the empty list and two known ones.
    await getDb().delete(trainingVideos);
    const empty = await call(trainings, { cookie: student.cookie, params: { userId: student.id } });
    expect(empty.status).toBe(200);
    expect(empty.json).toEqual([]);

    await getDb()
      .insert(trainingVideos)
      .values([
        { videoName: 'older.mp4', content: 'Writing test cases', mimeType: 'video/mp4', sizeBytes: 1000, createdAt: new Date('2026-01-01T10:00:00Z') },
        { videoName: 'newer.mp4', content: 'Selenium locators', mimeType: 'video/mp4', sizeBytes: 2000, createdAt: new Date('2026-02-01T10:00:00Z') },
      ]);

    const result = await call(trainings, { bearer: student.token, params: { userId: student.id } });
    expect(result.status).toBe(200);
    expect(result.json.map((video: { video_name: string }) => video.video_name)).toEqual(['newer.mp4', 'older.mp4']);
    // The SPEC's fields, and the video's course (null: all courses).
    for (const video of result.json) expect(sortedKeys(video)).toEqual(['content', 'course_id', 'created_at', 'id', 'video_name']);
    expect(result.json[0]).toMatchObject({ id: expect.any(Number), content: 'Selenium locators', created_at: '2026-02-01T10:00:00.000Z' });
    // An admin also sees each video's length as the server read it: these rows have no file, so it is unreadable.
    const admin = await createLoggedInUser({ role: 'admin' });
    const asAdmin = await call(trainings, { cookie: admin.cookie, params: { userId: admin.id } });
    expect(asAdmin.json[0]).toMatchObject({ video_name: 'newer.mp4', duration_seconds: null, duration_status: 'unreadable' });
  });

  it("answers an admin for any user's list", async () => {
    const admin = await createLoggedInUser({ role: 'admin' });
    const student = await createLoggedInUser({ payStatus: 'no' });
    const result = await call(trainings, { cookie: admin.cookie, params: { userId: student.id } });
    expect(result.status).toBe(200);
    expect(Array.isArray(result.json)).toBe(true);
  });
});

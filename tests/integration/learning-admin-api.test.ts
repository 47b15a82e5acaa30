import { describe, expect, it } from 'vitest';
import { PUT as updateChunk } from '@/app/api/learning/chunks/[chunkId]/route';
import { GET as learningCourses } from '@/app/api/learning/course/route';
import { DELETE as deleteCourse, GET as learningCourse, PUT as renameCourse } from '@/app/api/learning/course/[id]/route';
import { POST as addCourse } from '@/app/api/learning/route';
import { LEARNING_CONTENT_MSG } from '@/lib/messages';
import { unprintableTitleMessage } from '@/lib/validation/learning-admin';
import { call } from '../helpers/http';
import { BAD_IDS, setupLearningAdminTests } from '../helpers/learning-admin';

const { who, newCourse, newChunk } = setupLearningAdminTests();

describe('POST /api/learning (add course)', () => {
  it('adds a trimmed course at the end, shown at once in the public lists', async () => {
    const before = await call(learningCourses);
    const created = await newCourse('  Security Testing  ');
    expect(created).toEqual({
      success: true,
      course_id: expect.any(Number),
      course_name: 'Security Testing',
      course_title: 'Security Testing',
    });
    const after = await call(learningCourses);
    expect(after.json).toEqual([...before.json, { course_id: created.course_id, course_name: 'Security Testing' }]);
    const page = await call(learningCourse, { params: { id: String(created.course_id) } });
    expect(page.json).toEqual({ course_title: 'Security Testing', chunks: [] });
  });

  it('refuses a blank, missing, non-string or too long title', async () => {
    for (const body of [{ title: '   ' }, {}, { title: 42 }, { title: null }]) {
      const result = await call(addCourse, { cookie: who.admin.cookie, body });
      expect(result.status, JSON.stringify(body)).toBe(400);
      expect(result.json).toEqual({ message: LEARNING_CONTENT_MSG.courseTitle, errors: { title: LEARNING_CONTENT_MSG.courseTitle } });
    }
    const long = await call(addCourse, { cookie: who.admin.cookie, body: { title: 'x'.repeat(121) } });
    expect(long.status).toBe(400);
    expect(long.json.errors).toEqual({ title: LEARNING_CONTENT_MSG.courseTitleMax });
    const notJson = await call(addCourse, { cookie: who.admin.cookie, rawBody: '{oops' });
    expect(notJson.status).toBe(400);
  });

  it('takes a title in any script the certificate prints, and refuses one with a character it cannot (issue 39)', async () => {
    for (const title of ['مقدمة في اختبار البرمجيات', 'מבוא לבדיקות', '软件测试入门 テスト', 'Testing 🚀👩‍💻']) {
      expect((await call(addCourse, { cookie: who.admin.cookie, body: { title } })).status, title).toBe(200);
    }
    const before = (await call(learningCourses)).json.length;
    // Hangul and a private-use character: none of the certificate's fonts has them, so the PDF would print boxes.
    const refused = await call(addCourse, { cookie: who.admin.cookie, body: { title: 'Testing 소프트웨어 \uE000' } });
    expect(refused.status).toBe(400);
    const message = unprintableTitleMessage(['소', '프', '트', '웨', '어', '\uE000']);
    expect(refused.json).toEqual({ message, errors: { title: message } });
    expect(message).toContain('소 (U+C18C)');
    const course = await newCourse('Printable');
    const renamed = await call(renameCourse, { method: 'PUT', cookie: who.admin.cookie, params: { id: String(course.course_id) }, body: { title: 'ሰላም' } });
    expect(renamed.status).toBe(400);
    expect(renamed.json.errors.title).toBe(unprintableTitleMessage(['ሰ', 'ላ', 'ም']));
    expect((await call(learningCourses)).json.length).toBe(before + 1);
  });

  it('refuses students (403) and anonymous callers (401)', async () => {
    const before = (await call(learningCourses)).json.length;
    expect((await call(addCourse, { cookie: who.student.cookie, body: { title: 'Nope' } })).status).toBe(403);
    expect((await call(addCourse, { body: { title: 'Nope' } })).status).toBe(401);
    expect((await call(learningCourses)).json.length).toBe(before);
  });
});

describe('PUT/DELETE /api/learning/course/{id}', () => {
  it('renames a course, shown at once', async () => {
    const created = await newCourse('Mobile Testing');
    const renamed = await call(renameCourse, {
      method: 'PUT',
      cookie: who.admin.cookie,
      params: { id: String(created.course_id) },
      body: { title: ' Mobile App Testing ' },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.json).toEqual({
      success: true,
      course_id: created.course_id,
      course_name: 'Mobile App Testing',
      course_title: 'Mobile App Testing',
    });
    expect((await call(learningCourse, { params: { id: String(created.course_id) } })).json.course_title).toBe('Mobile App Testing');
    expect((await call(learningCourses)).json).toContainEqual({ course_id: created.course_id, course_name: 'Mobile App Testing' });
  });

  it('refuses a blank title, unknown and malformed ids', async () => {
    const created = await newCourse('API Testing');
    const blank = await call(renameCourse, { method: 'PUT', cookie: who.admin.cookie, params: { id: String(created.course_id) }, body: { title: ' ' } });
    expect(blank.status).toBe(400);
    expect(blank.json.errors).toEqual({ title: LEARNING_CONTENT_MSG.courseTitle });
    const unknown = await call(renameCourse, { method: 'PUT', cookie: who.admin.cookie, params: { id: '987654' }, body: { title: 'X' } });
    expect(unknown.status).toBe(404);
    expect(unknown.json).toEqual({ message: 'Course not found.' });
    for (const id of BAD_IDS) {
      expect((await call(renameCourse, { method: 'PUT', cookie: who.admin.cookie, params: { id }, body: { title: 'X' } })).status, id).toBe(404);
      expect((await call(deleteCourse, { method: 'DELETE', cookie: who.admin.cookie, params: { id } })).status, id).toBe(404);
    }
    expect((await call(deleteCourse, { method: 'DELETE', cookie: who.admin.cookie, params: { id: '987654' } })).status).toBe(404);
  });

  it('deletes a course with its chunks, shown at once', async () => {
    const created = await newCourse('Load Testing');
    const chunk = await newChunk(created.course_id);
    const id = String(created.course_id);
    const removed = await call(deleteCourse, { method: 'DELETE', cookie: who.admin.cookie, params: { id } });
    expect(removed.status).toBe(200);
    expect(removed.json).toEqual({ success: true });
    expect((await call(learningCourse, { params: { id } })).status).toBe(404);
    expect((await call(learningCourses)).json.map((c: { course_id: number }) => c.course_id)).not.toContain(created.course_id);
    // The chunk went with it.
    const chunkGone = await call(updateChunk, {
      method: 'PUT',
      cookie: who.admin.cookie,
      params: { chunkId: String(chunk.chunk_id) },
      body: { chunk_title: 'X', chunk_contents: 'y' },
    });
    expect(chunkGone.status).toBe(404);
    expect((await call(deleteCourse, { method: 'DELETE', cookie: who.admin.cookie, params: { id } })).status).toBe(404);
  });

  it('refuses students (403) and anonymous callers (401)', async () => {
    const created = await newCourse('Guarded Course');
    const params = { id: String(created.course_id) };
    expect((await call(renameCourse, { method: 'PUT', cookie: who.student.cookie, params, body: { title: 'Hacked' } })).status).toBe(403);
    expect((await call(renameCourse, { method: 'PUT', params, body: { title: 'Hacked' } })).status).toBe(401);
    expect((await call(deleteCourse, { method: 'DELETE', cookie: who.student.cookie, params })).status).toBe(403);
    expect((await call(deleteCourse, { method: 'DELETE', params })).status).toBe(401);
    expect((await call(learningCourse, { params })).json.course_title).toBe('Guarded Course');
  });
});

import { describe, expect, it } from 'vitest';
import { POST as addChunk } from '@/app/api/learning/[course_id]/chunks/route';
import { DELETE as deleteChunk, PUT as updateChunk } from '@/app/api/learning/chunks/[chunkId]/route';
import { GET as learningCourse } from '@/app/api/learning/course/[id]/route';
import { GET as learningIndex } from '@/app/api/learning/route';
import { LEARNING_CONTENT_MSG } from '@/lib/messages';
import { call } from '../helpers/http';
import { BAD_IDS, setupLearningAdminTests } from '../helpers/learning-admin';

const { who, newCourse, newChunk } = setupLearningAdminTests();

describe('POST /api/learning/{course_id}/chunks', () => {
  it('adds chunks in order from semicolon text or a list, shown at once', async () => {
    const course = await newCourse('Chunked Course');
    const first = await newChunk(course.course_id, { chunk_title: ' Intro ', chunk_contents: ' What is QA; ;Why test;  ' });
    expect(first).toEqual({ success: true, chunk_id: expect.any(Number), chunk_title: 'Intro', chunk_contents: ['What is QA', 'Why test'] });
    const second = await newChunk(course.course_id, { chunk_title: 'Tools', chunk_contents: [' Jira ', '', 'TestRail'] });
    expect(second.chunk_contents).toEqual(['Jira', 'TestRail']);
    const page = await call(learningCourse, { params: { id: String(course.course_id) } });
    expect(page.json.chunks).toEqual([
      { chunk_id: first.chunk_id, chunk_title: 'Intro', chunk_contents: ['What is QA', 'Why test'] },
      { chunk_id: second.chunk_id, chunk_title: 'Tools', chunk_contents: ['Jira', 'TestRail'] },
    ]);
    const index = await call(learningIndex);
    const listed = index.json.data.find((c: { course_id: number }) => c.course_id === course.course_id);
    expect(listed.chunks).toEqual(page.json.chunks);
  });

  it('refuses a blank title, blank contents, and unknown or malformed course ids', async () => {
    const course = await newCourse('Validated Course');
    const params = { course_id: String(course.course_id) };
    const cases: [object, Record<string, string>][] = [
      [{ chunk_title: ' ', chunk_contents: 'a' }, { chunk_title: LEARNING_CONTENT_MSG.chunkTitle }],
      [{ chunk_contents: 'a' }, { chunk_title: LEARNING_CONTENT_MSG.chunkTitle }],
      [{ chunk_title: 'T', chunk_contents: ' ; ;' }, { chunk_contents: LEARNING_CONTENT_MSG.chunkContents }],
      [{ chunk_title: 'T', chunk_contents: [] }, { chunk_contents: LEARNING_CONTENT_MSG.chunkContents }],
      [{ chunk_title: 'T', chunk_contents: ['  '] }, { chunk_contents: LEARNING_CONTENT_MSG.chunkContents }],
      [{ chunk_title: 'T' }, { chunk_contents: LEARNING_CONTENT_MSG.chunkContents }],
      [{ chunk_title: 'T', chunk_contents: 7 }, { chunk_contents: LEARNING_CONTENT_MSG.chunkContents }],
      [{}, { chunk_title: LEARNING_CONTENT_MSG.chunkTitle, chunk_contents: LEARNING_CONTENT_MSG.chunkContents }],
      [{ chunk_title: 'x'.repeat(161), chunk_contents: 'a' }, { chunk_title: LEARNING_CONTENT_MSG.chunkTitleMax }],
      // A too long item is the whole field's problem: the form shows it under the one contents field.
      [{ chunk_title: 'T', chunk_contents: `a; ${'x'.repeat(2001)}` }, { chunk_contents: LEARNING_CONTENT_MSG.chunkContentsMax }],
      [{ chunk_title: 'T', chunk_contents: ['a', 'x'.repeat(2001)] }, { chunk_contents: LEARNING_CONTENT_MSG.chunkContentsMax }],
      [{ chunk_title: 'T', chunk_contents: 'a;'.repeat(201) }, { chunk_contents: LEARNING_CONTENT_MSG.chunkContentsMax }],
    ];
    for (const [body, errors] of cases) {
      const result = await call(addChunk, { cookie: who.admin.cookie, params, body });
      expect(result.status, JSON.stringify(body)).toBe(400);
      expect(result.json.errors, JSON.stringify(body)).toEqual(errors);
    }
    expect((await call(learningCourse, { params: { id: params.course_id } })).json.chunks).toEqual([]);

    const good = { chunk_title: 'T', chunk_contents: 'a' };
    const unknown = await call(addChunk, { cookie: who.admin.cookie, params: { course_id: '987654' }, body: good });
    expect(unknown.status).toBe(404);
    expect(unknown.json).toEqual({ message: 'Course not found.' });
    for (const id of BAD_IDS) {
      expect((await call(addChunk, { cookie: who.admin.cookie, params: { course_id: id }, body: good })).status, id).toBe(404);
    }
  });

  it('refuses students (403) and anonymous callers (401)', async () => {
    const course = await newCourse('Guarded Chunks');
    const params = { course_id: String(course.course_id) };
    const body = { chunk_title: 'T', chunk_contents: 'a' };
    expect((await call(addChunk, { cookie: who.student.cookie, params, body })).status).toBe(403);
    expect((await call(addChunk, { params, body })).status).toBe(401);
    expect((await call(learningCourse, { params: { id: params.course_id } })).json.chunks).toEqual([]);
  });
});

describe('PUT/DELETE /api/learning/chunks/{chunkId}', () => {
  it('edits and deletes a chunk, shown at once', async () => {
    const course = await newCourse('Editable Course');
    const chunk = await newChunk(course.course_id);
    const params = { chunkId: String(chunk.chunk_id) };
    const edited = await call(updateChunk, {
      method: 'PUT',
      cookie: who.admin.cookie,
      params,
      body: { chunk_title: ' Renamed ', chunk_contents: 'x;y;z' },
    });
    expect(edited.status).toBe(200);
    expect(edited.json).toEqual({ success: true, chunk_id: chunk.chunk_id, chunk_title: 'Renamed', chunk_contents: ['x', 'y', 'z'] });
    const page = await call(learningCourse, { params: { id: String(course.course_id) } });
    expect(page.json.chunks).toEqual([{ chunk_id: chunk.chunk_id, chunk_title: 'Renamed', chunk_contents: ['x', 'y', 'z'] }]);

    const removed = await call(deleteChunk, { method: 'DELETE', cookie: who.admin.cookie, params });
    expect(removed.status).toBe(200);
    expect(removed.json).toEqual({ success: true });
    expect((await call(learningCourse, { params: { id: String(course.course_id) } })).json.chunks).toEqual([]);
    expect((await call(deleteChunk, { method: 'DELETE', cookie: who.admin.cookie, params })).status).toBe(404);
  });

  it('refuses bad bodies, unknown and malformed ids', async () => {
    const course = await newCourse('Strict Course');
    const chunk = await newChunk(course.course_id);
    const params = { chunkId: String(chunk.chunk_id) };
    const blankTitle = await call(updateChunk, { method: 'PUT', cookie: who.admin.cookie, params, body: { chunk_title: '', chunk_contents: 'a' } });
    expect(blankTitle.status).toBe(400);
    expect(blankTitle.json.errors).toEqual({ chunk_title: LEARNING_CONTENT_MSG.chunkTitle });
    const blankContents = await call(updateChunk, { method: 'PUT', cookie: who.admin.cookie, params, body: { chunk_title: 'T', chunk_contents: ';' } });
    expect(blankContents.status).toBe(400);
    expect(blankContents.json).toEqual({ message: LEARNING_CONTENT_MSG.chunkContents, errors: { chunk_contents: LEARNING_CONTENT_MSG.chunkContents } });
    const good = { chunk_title: 'T', chunk_contents: 'a' };
    const unknown = await call(updateChunk, { method: 'PUT', cookie: who.admin.cookie, params: { chunkId: '987654' }, body: good });
    expect(unknown.status).toBe(404);
    expect(unknown.json).toEqual({ message: 'Chunk not found.' });
    for (const id of BAD_IDS) {
      expect((await call(updateChunk, { method: 'PUT', cookie: who.admin.cookie, params: { chunkId: id }, body: good })).status, id).toBe(404);
      expect((await call(deleteChunk, { method: 'DELETE', cookie: who.admin.cookie, params: { chunkId: id } })).status, id).toBe(404);
    }
    // Nothing changed.
    expect((await call(learningCourse, { params: { id: String(course.course_id) } })).json.chunks[0].chunk_title).toBe('Basics');
  });

  it('refuses students (403) and anonymous callers (401)', async () => {
    const course = await newCourse('Guarded Chunk Edits');
    const chunk = await newChunk(course.course_id);
    const params = { chunkId: String(chunk.chunk_id) };
    const body = { chunk_title: 'Hacked', chunk_contents: 'a' };
    expect((await call(updateChunk, { method: 'PUT', cookie: who.student.cookie, params, body })).status).toBe(403);
    expect((await call(updateChunk, { method: 'PUT', params, body })).status).toBe(401);
    expect((await call(deleteChunk, { method: 'DELETE', cookie: who.student.cookie, params })).status).toBe(403);
    expect((await call(deleteChunk, { method: 'DELETE', params })).status).toBe(401);
    expect((await call(learningCourse, { params: { id: String(course.course_id) } })).json.chunks).toEqual([
      { chunk_id: chunk.chunk_id, chunk_title: 'Basics', chunk_contents: ['one', 'two'] },
    ]);
  });
});

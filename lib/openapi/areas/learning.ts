import { chunkSchema, courseTitleSchema } from '../../validation/learning-admin';
import { chunkIdSegment, courseIdParam, courseIdSegment } from '../../validation/params';
import type { ApiArea } from '../area';
import { json, list, success } from '../replies';

// The learning content (docs/product.md#learning, #admin-learning): courses and their chunks (topics), read by
// anyone, written by admins. app/api/learning/**.

const NO_COURSE = 'No course with this id';
const NO_CHUNK = 'No chunk with this id';
const COURSE_REPLY = '`{ success, course_id, course_name, course_title }`.';
const CHUNK_REPLY = '`{ success, chunk_id, chunk_title, chunk_contents }`; `chunk_contents` may be sent as `"a; b; c"` or as a list.';

export const learningArea = (): ApiArea => ({
  tag: { name: 'Learning', description: 'Learning courses and their topics (chunks): public to read, admins write.' },
  paths: {
    '/api/learning': {
      get: { operationId: 'listLearningCoursesWithChunks', summary: 'Every course with its chunks', access: 'public', reply: json('`{ data: [{ course_id, course_name, course_title, chunks }] }`.') },
      post: { operationId: 'addLearningCourse', summary: 'Add a course', access: 'admin', body: courseTitleSchema, description: 'The course is added at the end.', reply: success(COURSE_REPLY) },
    },
    '/api/learning/course': {
      get: { operationId: 'listLearningCourses', summary: 'Every course, without chunks', access: 'public', reply: list('`[{ course_id, course_name }]` (the home page shows the first three).') },
    },
    '/api/learning/course/{id}': {
      get: { operationId: 'getLearningCourse', summary: 'A course with its chunks', access: 'public', params: courseIdParam, reply: json('`{ course_title, chunks: [{ chunk_id, chunk_title, chunk_contents }] }`.'), refusals: { 404: `${NO_COURSE}, or a malformed id` } },
      put: { operationId: 'renameLearningCourse', summary: 'Rename a course', access: 'admin', params: courseIdParam, body: courseTitleSchema, reply: success(COURSE_REPLY), refusals: { 404: `${NO_COURSE}, or a malformed id` } },
      delete: { operationId: 'deleteLearningCourse', summary: 'Delete a course with its chunks', access: 'admin', params: courseIdParam, reply: success('`{ success }`.'), refusals: { 404: `${NO_COURSE}, or a malformed id` } },
    },
    '/api/learning/{course_id}/chunks': {
      post: { operationId: 'addLearningChunk', summary: 'Add a chunk to a course', access: 'admin', params: courseIdSegment, body: chunkSchema, reply: success(CHUNK_REPLY), refusals: { 404: `${NO_COURSE}, or a malformed id` } },
    },
    '/api/learning/chunks/{chunkId}': {
      put: { operationId: 'updateLearningChunk', summary: 'Change a chunk', access: 'admin', params: chunkIdSegment, body: chunkSchema, reply: success(CHUNK_REPLY), refusals: { 404: `${NO_CHUNK}, or a malformed id` } },
      delete: { operationId: 'deleteLearningChunk', summary: 'Delete a chunk', access: 'admin', params: chunkIdSegment, reply: success('`{ success }`.'), refusals: { 404: `${NO_CHUNK}, or a malformed id` } },
    },
  },
});

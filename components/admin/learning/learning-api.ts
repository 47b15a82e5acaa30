import { postJson, requestJson } from '@/lib/client/post-json';
import type { LearningChunk, LearningCourseSummary } from '@/lib/learning/queries';
import type { ChunkValues } from '@/lib/validation/learning-admin';

// The admin learning calls (docs/product.md#rest-api). Each answers `{status, data}` and never throws
// (lib/client/post-json.ts); the editor decides what a reply means for the screen.

/** A course as POST /api/learning and PUT /api/learning/course/{id} answer it. */
export type SavedCourse = LearningCourseSummary & { course_title: string };

export const addCourse = (title: string) => postJson<SavedCourse>('/api/learning', { title });

export const renameCourse = (courseId: number, title: string) =>
  requestJson<SavedCourse>(`/api/learning/course/${courseId}`, { method: 'PUT', body: JSON.stringify({ title }) });

export const deleteCourse = (courseId: number) => requestJson(`/api/learning/course/${courseId}`, { method: 'DELETE' });

export const addChunk = (courseId: number, chunk: ChunkValues) => postJson<LearningChunk>(`/api/learning/${courseId}/chunks`, chunk);

export const updateChunk = (chunkId: number, chunk: ChunkValues) =>
  requestJson<LearningChunk>(`/api/learning/chunks/${chunkId}`, { method: 'PUT', body: JSON.stringify(chunk) });

export const deleteChunk = (chunkId: number) => requestJson(`/api/learning/chunks/${chunkId}`, { method: 'DELETE' });

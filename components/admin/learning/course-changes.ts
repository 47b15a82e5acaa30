import type { LearningChunk, LearningCourse } from '@/lib/learning/queries';
import type { SavedCourse } from './learning-api';

/** A change the server confirmed, applied to the editor's list without reading everything again. */
export type CourseChange =
  | { kind: 'course-added'; course: SavedCourse }
  | { kind: 'course-renamed'; course: SavedCourse }
  | { kind: 'course-deleted'; courseId: number }
  | { kind: 'chunk-added'; courseId: number; chunk: LearningChunk }
  | { kind: 'chunk-updated'; courseId: number; chunk: LearningChunk }
  | { kind: 'chunk-deleted'; courseId: number; chunkId: number };

// Replies carry `success` beside the fields; keep only what the list holds.
const courseFields = (course: SavedCourse) => ({
  course_id: course.course_id,
  course_name: course.course_name,
  course_title: course.course_title,
});

const chunkFields = (chunk: LearningChunk): LearningChunk => ({
  chunk_id: chunk.chunk_id,
  chunk_title: chunk.chunk_title,
  chunk_contents: chunk.chunk_contents,
});

/** The list after `change`, in the server's order (new courses and chunks go last, as it stores them). */
export function applyCourseChange(courses: LearningCourse[], change: CourseChange): LearningCourse[] {
  switch (change.kind) {
    case 'course-added':
      return [...courses, { ...courseFields(change.course), chunks: [] }];
    case 'course-renamed':
      return courses.map((course) => (course.course_id === change.course.course_id ? { ...course, ...courseFields(change.course) } : course));
    case 'course-deleted':
      return courses.filter((course) => course.course_id !== change.courseId);
    default:
      return courses.map((course) => (course.course_id === change.courseId ? { ...course, chunks: changeChunks(course.chunks, change) } : course));
  }
}

function changeChunks(chunks: LearningChunk[], change: Extract<CourseChange, { courseId: number; kind: `chunk-${string}` }>): LearningChunk[] {
  switch (change.kind) {
    case 'chunk-added':
      return [...chunks, chunkFields(change.chunk)];
    case 'chunk-updated':
      return chunks.map((chunk) => (chunk.chunk_id === change.chunk.chunk_id ? chunkFields(change.chunk) : chunk));
    case 'chunk-deleted':
      return chunks.filter((chunk) => chunk.chunk_id !== change.chunkId);
  }
}

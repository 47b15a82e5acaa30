// The admin learning editor (docs/product.md#admin-learning): its courses and chunks.

/**
 * 'New learning course' and 'New chunk': the editor's forms and their API bodies (POST /api/learning,
 * PUT /api/learning/course/{id}, POST /api/learning/{course_id}/chunks, PUT /api/learning/chunks/{chunkId}).
 */
export const LEARNING_CONTENT_MSG = {
  courseTitle: 'Course title is required',
  courseTitleMax: 'Course title must be at most 120 characters',
  chunkTitle: 'Chunk title is required',
  chunkTitleMax: 'Chunk title must be at most 160 characters',
  chunkContents: 'Chunk contents are required (separate items with ;)',
  chunkContentsMax: 'Each item must be at most 2000 characters, and at most 200 items',
} as const;

/** The editor screen's texts. 'No data available.' and 'Failed to fetch learning data.' are kept exactly as written; the others are ours. */
export const LEARNING_EDITOR_TEXT = {
  loading: 'Please wait to load data...',
  noData: 'No data available.',
  fetchFailed: 'Failed to fetch learning data.',
  noCourses: 'No courses yet. Add the first course title above.',
  noChunks: 'This course has no chunks yet. Add its first chunk below.',
  saveFailed: 'The change could not be saved. Please try again.',
  deleteFailed: 'It could not be deleted. Please try again.',
  courseAdded: (title: string) => `Added the course “${title}”.`,
  courseRenamed: (title: string) => `Renamed the course to “${title}”.`,
  courseDeleted: (title: string) => `Deleted the course “${title}” and its chunks.`,
  chunkAdded: (title: string) => `Added the chunk “${title}”.`,
  chunkUpdated: (title: string) => `Saved the chunk “${title}”.`,
  chunkDeleted: (title: string) => `Deleted the chunk “${title}”.`,
  confirmDeleteCourse: (course: { course_title: string; chunks: readonly unknown[] }) =>
    `Are you sure you want to delete this course?\n\n“${course.course_title}”${chunkCount(course.chunks.length)} will be removed from the Learning pages. This cannot be undone.`,
  confirmDeleteChunk: (chunk: { chunk_title: string }) => `Are you sure you want to delete this chunk?\n\n“${chunk.chunk_title}”`,
} as const;

function chunkCount(count: number): string {
  if (count === 0) return '';
  return count === 1 ? ' and its chunk' : ` and its ${count} chunks`;
}

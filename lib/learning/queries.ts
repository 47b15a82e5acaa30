import 'server-only';
import { asc, eq } from 'drizzle-orm';
import { cachedQuery } from '../cache/cached-query';
import { CACHE_TAGS } from '../cache/tags';
import { getDb } from '../db/client';
import { courses, learningChunks } from '../db/schema';

// Learning content in the spec's wire names (docs/product.md#data-model: course_id, course_name, course_title, chunks).

export interface LearningCourseSummary {
  course_id: number;
  course_name: string;
}

export interface LearningChunk {
  chunk_id: number;
  chunk_title: string;
  chunk_contents: string[];
}

export interface LearningCourse extends LearningCourseSummary {
  course_title: string;
  chunks: LearningChunk[];
}

/** Every course, in display order (GET /api/learning/course; the home page shows the first three). */
export const listLearningCourses = cachedQuery('learning-courses', [CACHE_TAGS.courses], async (): Promise<LearningCourseSummary[]> => {
  const db = await getDb();
  return db
    .select({ course_id: courses.id, course_name: courses.name })
    .from(courses)
    .orderBy(asc(courses.position), asc(courses.id));
});

/** Every course with its ordered chunks (GET /api/learning → {data}). */
export const listLearningCoursesWithChunks = cachedQuery(
  'learning-courses-with-chunks',
  [CACHE_TAGS.courses],
  async (): Promise<LearningCourse[]> => {
    const db = await getDb();
    const [courseRows, chunkRows] = await Promise.all([
      db.select().from(courses).orderBy(asc(courses.position), asc(courses.id)),
      db.select().from(learningChunks).orderBy(asc(learningChunks.position), asc(learningChunks.id)),
    ]);
    return courseRows.map((course) => ({
      course_id: course.id,
      course_name: course.name,
      course_title: course.title,
      chunks: chunkRows.filter((chunk) => chunk.courseId === course.id).map(toWireChunk),
    }));
  },
);

/** One course with its chunks, or null (GET /api/learning/course/{id}). */
export const getLearningCourse = cachedQuery('learning-course', [CACHE_TAGS.courses], async (id: number): Promise<LearningCourse | null> => {
  const db = await getDb();
  const [course] = await db.select().from(courses).where(eq(courses.id, id)).limit(1);
  if (!course) return null;
  const chunks = await db
    .select()
    .from(learningChunks)
    .where(eq(learningChunks.courseId, id))
    .orderBy(asc(learningChunks.position), asc(learningChunks.id));
  return { course_id: course.id, course_name: course.name, course_title: course.title, chunks: chunks.map(toWireChunk) };
});

function toWireChunk(chunk: typeof learningChunks.$inferSelect): LearningChunk {
  return { chunk_id: chunk.id, chunk_title: chunk.title, chunk_contents: chunk.contents };
}

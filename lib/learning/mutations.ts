import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { notFound } from '../api/errors';
import { CACHE_TAGS, invalidate } from '../cache/tags';
import { getDb } from '../db/client';
import { courses, learningChunks } from '../db/schema';
import type { ChunkValues } from '../validation/learning-admin';
import type { LearningChunk, LearningCourseSummary } from './queries';

// Admin writes to learning content (docs/product.md#rest-api). Each one expires the 'courses' cache tag,
// so the public learning pages and the home page show the change at once.

export const UNKNOWN_COURSE = 'Course not found.';
export const UNKNOWN_CHUNK = 'Chunk not found.';

export interface AdminCourse extends LearningCourseSummary {
  course_title: string;
}

const toWireCourse = (row: typeof courses.$inferSelect): AdminCourse => ({
  course_id: row.id,
  course_name: row.name,
  course_title: row.title,
});

const toWireChunk = (row: typeof learningChunks.$inferSelect): LearningChunk => ({
  chunk_id: row.id,
  chunk_title: row.title,
  chunk_contents: row.contents,
});

/** Adds a course at the end of the list; its name and title are the given title. */
export async function addCourse(title: string): Promise<AdminCourse> {
  const db = await getDb();
  const [created] = await db
    .insert(courses)
    .values({
      name: title,
      title,
      position: sql`(select coalesce(max(${courses.position}), 0) + 1 from ${courses})`,
    })
    .returning();
  invalidate(CACHE_TAGS.courses);
  return toWireCourse(created);
}

/** Renames a course: the list name and the page title both follow the admin's edit. */
export async function renameCourse(id: number, title: string): Promise<AdminCourse> {
  const db = await getDb();
  const [updated] = await db
    .update(courses)
    .set({ name: title, title, updatedAt: new Date() })
    .where(eq(courses.id, id))
    .returning();
  if (!updated) throw notFound(UNKNOWN_COURSE);
  invalidate(CACHE_TAGS.courses);
  return toWireCourse(updated);
}

/** Deletes a course; its chunks (and enrolments) go with it by cascade. */
export async function deleteCourse(id: number): Promise<void> {
  const db = await getDb();
  const deleted = await db.delete(courses).where(eq(courses.id, id)).returning({ id: courses.id });
  if (deleted.length === 0) throw notFound(UNKNOWN_COURSE);
  invalidate(CACHE_TAGS.courses);
}

/** Adds a chunk at the end of a course. */
export async function addChunk(courseId: number, chunk: ChunkValues): Promise<LearningChunk> {
  const db = await getDb();
  const [course] = await db.select({ id: courses.id }).from(courses).where(eq(courses.id, courseId)).limit(1);
  if (!course) throw notFound(UNKNOWN_COURSE);
  let created: typeof learningChunks.$inferSelect;
  try {
    [created] = await db
      .insert(learningChunks)
      .values({
        courseId,
        title: chunk.chunk_title,
        contents: chunk.chunk_contents,
        position: sql`(select coalesce(max(${learningChunks.position}), 0) + 1 from ${learningChunks} where ${learningChunks.courseId} = ${courseId})`,
      })
      .returning();
  } catch (error) {
    // The course was deleted between the check and the insert (foreign key violation).
    if (isForeignKeyViolation(error)) throw notFound(UNKNOWN_COURSE);
    throw error;
  }
  invalidate(CACHE_TAGS.courses);
  return toWireChunk(created);
}

export async function updateChunk(chunkId: number, chunk: ChunkValues): Promise<LearningChunk> {
  const db = await getDb();
  const [updated] = await db
    .update(learningChunks)
    .set({ title: chunk.chunk_title, contents: chunk.chunk_contents, updatedAt: new Date() })
    .where(eq(learningChunks.id, chunkId))
    .returning();
  if (!updated) throw notFound(UNKNOWN_CHUNK);
  invalidate(CACHE_TAGS.courses);
  return toWireChunk(updated);
}

export async function deleteChunk(chunkId: number): Promise<void> {
  const db = await getDb();
  const deleted = await db.delete(learningChunks).where(eq(learningChunks.id, chunkId)).returning({ id: learningChunks.id });
  if (deleted.length === 0) throw notFound(UNKNOWN_CHUNK);
  invalidate(CACHE_TAGS.courses);
}

function isForeignKeyViolation(error: unknown): boolean {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === '23503') return true;
  }
  return false;
}

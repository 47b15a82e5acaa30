import 'server-only';
import { asc, inArray } from 'drizzle-orm';
import { getDb } from '../db/client';
import type { Db } from '../db/types';
import { courses } from '../db/schema';

/** The programs offered at registration, in display order (GET /api/courses, docs/product.md#registration). */
export async function listCoursesForRegistration(): Promise<{ id: number; name: string }[]> {
  const db = await getDb();
  return db.select({ id: courses.id, name: courses.name }).from(courses).orderBy(asc(courses.position), asc(courses.id));
}

/** Which of the given ids are real courses. */
export async function existingCourseIds(db: Db, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: courses.id }).from(courses).where(inArray(courses.id, ids));
  return new Set(rows.map((r) => r.id));
}

import 'server-only';
import { eq } from 'drizzle-orm';
import { notFound } from '../api/errors';
import { CACHE_TAGS, invalidate } from '../cache/tags';
import { getDb } from '../db/client';
import { certificateRules, courses } from '../db/schema';
import { CERTIFICATE_MSG } from '../messages';
import type { CertificateRule } from '../validation/certificates';

// The admin's certificate rules, one per course (docs/product.md#certificates). A changed rule applies from the
// learner's next progress on: certificates already issued stay as they are.

export interface CourseRuleView extends CertificateRule {
  courseId: number;
  courseName: string;
  /** Null when the course has no rule yet. */
  updatedAt: string | null;
}

/** Every course with its rule (or none). */
export async function listCertificateRules(): Promise<CourseRuleView[]> {
  const db = await getDb();
  const rows = await db
    .select({ courseId: courses.id, courseName: courses.name, rule: certificateRules })
    .from(courses)
    .leftJoin(certificateRules, eq(certificateRules.courseId, courses.id))
    .orderBy(courses.position, courses.id);
  return rows.map(({ courseId, courseName, rule }) => ({
    courseId,
    courseName,
    allTopics: rule?.allTopics ?? false,
    videoPercent: rule?.videoPercent ?? null,
    exercises: rule?.exercises ?? null,
    defects: rule?.defects ?? null,
    challenges: rule?.challenges ?? null,
    suitePercent: rule?.suitePercent ?? null,
    suiteExercises: rule?.suiteExercises ?? null,
    updatedAt: rule?.updatedAt.toISOString() ?? null,
  }));
}

export async function saveCertificateRule(courseId: number, rule: CertificateRule): Promise<void> {
  const db = await getDb();
  const [course] = await db.select({ id: courses.id }).from(courses).where(eq(courses.id, courseId));
  if (!course) throw notFound(CERTIFICATE_MSG.courseNotFound);
  const values = { ...rule, updatedAt: new Date() };
  await db.insert(certificateRules).values({ courseId, ...values }).onConflictDoUpdate({ target: certificateRules.courseId, set: values });
  // Progress keeps each course's rule with its facts (lib/progress/measures.ts), and learners' pages show it.
  invalidate(CACHE_TAGS.courses);
}

/** Removes the course's rule; answers whether there was one. */
export async function removeCertificateRule(courseId: number): Promise<boolean> {
  const db = await getDb();
  const rows = await db.delete(certificateRules).where(eq(certificateRules.courseId, courseId)).returning({ courseId: certificateRules.courseId });
  if (rows.length > 0) invalidate(CACHE_TAGS.courses);
  return rows.length > 0;
}

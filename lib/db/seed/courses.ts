import { count } from 'drizzle-orm';
import { certificateRules, courses, learningChunks } from '../schema';
import { SEED_CERTIFICATE_RULES } from './certificate-rules';
import type { Db } from '../types';
import { SEED_COURSES } from './content';
import { inSeedTransaction } from './lock';

export interface SeedCoursesResult {
  courses: number;
  chunks: number;
}

/** The three programs with their learning topics and certificate rules; only into an empty catalogue, all or nothing. */
export async function seedCourses(db: Db): Promise<SeedCoursesResult> {
  return inSeedTransaction(db, async (tx) => {
    const [{ existing }] = await tx.select({ existing: count() }).from(courses);
    if (existing > 0) return { courses: 0, chunks: 0 };

    let chunks = 0;
    for (const [position, course] of SEED_COURSES.entries()) {
      const [{ id }] = await tx
        .insert(courses)
        .values({ name: course.name, title: course.title, position })
        .returning({ id: courses.id });
      await tx.insert(learningChunks).values(
        course.chunks.map((chunk, chunkPosition) => ({
          courseId: id,
          title: chunk.title,
          contents: chunk.contents,
          position: chunkPosition,
        })),
      );
      chunks += course.chunks.length;
      await tx.insert(certificateRules).values({ courseId: id, ...SEED_CERTIFICATE_RULES[course.name] });
    }
    return { courses: SEED_COURSES.length, chunks };
  });
}

import { count } from 'drizzle-orm';
import { catalogueCourseFor } from '../../schedule/catalogue-match';
import { courseSchedule, courses } from '../schema';
import type { Db } from '../types';
import { SEED_SCHEDULE } from './content';
import { inSeedTransaction } from './lock';

/** The upcoming batches shown on the home page; only into an empty schedule. Returns rows added. */
export async function seedSchedule(db: Db): Promise<number> {
  return inSeedTransaction(db, async (tx) => {
    const [{ existing }] = await tx.select({ existing: count() }).from(courseSchedule);
    if (existing > 0) return 0;
    // Each batch belongs to its catalogue course (seeded just before; null if the admin had renamed it meanwhile).
    const catalogue = await tx.select({ id: courses.id, name: courses.name }).from(courses);
    await tx.insert(courseSchedule).values(SEED_SCHEDULE.map(({ course, ...row }) => ({ ...row, courseId: catalogueCourseFor(course, catalogue) })));
    return SEED_SCHEDULE.length;
  });
}

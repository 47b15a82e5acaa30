import { count, inArray } from 'drizzle-orm';
import { reviews, users } from '../schema';
import type { Db } from '../types';
import { SEED_STUDENTS } from './content';
import { inSeedTransaction } from './lock';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * One review per showcase student, so the Student Comments carousel is not empty on day one.
 * Only into an empty reviews table, and only for showcase students that exist. Returns reviews added.
 */
export async function seedReviews(db: Db, now: Date = new Date()): Promise<number> {
  return inSeedTransaction(db, async (tx) => {
    const [{ existing }] = await tx.select({ existing: count() }).from(reviews);
    if (existing > 0) return 0;

    const authors = await tx
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(inArray(users.email, SEED_STUDENTS.map((s) => s.email)));
    const authorIdByEmail = new Map(authors.map((a) => [a.email, a.id]));

    const rows = SEED_STUDENTS.flatMap((student) => {
      const userId = authorIdByEmail.get(student.email);
      if (!userId) return [];
      const createdAt = new Date(now.getTime() - student.reviewedDaysAgo * DAY_MS);
      return [{ userId, content: student.review, createdAt }];
    });
    if (rows.length > 0) await tx.insert(reviews).values(rows);
    return rows.length;
  });
}

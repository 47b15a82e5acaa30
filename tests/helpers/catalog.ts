import { courses } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';

/** Two courses to register for. */
export async function insertCourses(db: Db) {
  return db
    .insert(courses)
    .values([
      { name: 'Manual Testing', title: 'Manual Testing basics', position: 1 },
      { name: 'Automation Testing', title: 'Automation with Selenium', position: 2 },
    ])
    .returning();
}

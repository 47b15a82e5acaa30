import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { courseSchedule } from './content';
import { courses } from './courses';

// Courses a student chose at registration (a user's courses, docs/product.md#data-model), with the schedule batch
// they enrolled in from the home page's Enrol, when they did (docs/product.md#registration).
export const enrollments = pgTable(
  'enrollments',
  {
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: integer()
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    /** The batch chosen on the home page's schedule; null when the course was only ticked, or its batch was deleted. */
    scheduleId: integer().references(() => courseSchedule.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.courseId] })],
);

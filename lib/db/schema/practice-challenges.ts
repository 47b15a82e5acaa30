import { index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';

// The practice lab's challenges a learner met (docs/architecture.md#challenges). A challenge counts once: the first
// time it is met is kept, later ones change nothing. Rows go with the account; "Reset my practice data" keeps them,
// only the learner's own reset of challenges deletes them.
export const practiceMetChallenges = pgTable(
  'practice_met_challenges',
  {
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    exercise: text().notNull(),
    /** The challenge's stable id (BKL-C01), unique over the lab. */
    challengeId: text().notNull(),
    metAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.challengeId] }), index('practice_met_challenges_user_exercise_idx').on(t.userId, t.exercise)],
);

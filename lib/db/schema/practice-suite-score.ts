import { sql } from 'drizzle-orm';
import { boolean, doublePrecision, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth';

// The suite score (docs/architecture.md#suite-score): a learner's own automated suite run round after round against
// their planted defects, one at a time, in an order planned and kept here. Rows go with the account.

/** One scoring run of one exercise. `plan` (a defect id per round, null for a clean one) never leaves the server. */
export const practiceSuiteRuns = pgTable(
  'practice_suite_runs',
  {
    id: serial().primaryKey(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    exercise: text().notNull(),
    plan: jsonb().$type<(string | null)[]>().notNull(),
    /** 'open', 'finished', 'abandoned' or 'expired'. */
    status: text().notNull().default('open'),
    /** The next call of the run must come before this, or the run expires (the pin carries the same limit). */
    deadline: timestamp({ withTimezone: true }).notNull(),
    startedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp({ withTimezone: true }),
    /** Killed / defects, once finished; null when the clean rounds failed (no score). */
    score: doublePrecision(),
    killed: integer(),
    defects: integer(),
    failsClean: boolean(),
    flaky: boolean(),
  },
  (t) => [
    uniqueIndex('practice_suite_runs_one_open_idx')
      .on(t.userId)
      .where(sql`${t.status} = 'open'`),
    index('practice_suite_runs_user_exercise_idx').on(t.userId, t.exercise),
  ],
);

/** A round of a run: started by the learner's runner, reported with the suite's outcome. */
export const practiceSuiteRounds = pgTable(
  'practice_suite_rounds',
  {
    runId: integer()
      .notNull()
      .references(() => practiceSuiteRuns.id, { onDelete: 'cascade' }),
    n: integer().notNull(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    defectId: text(),
    startedAt: timestamp({ withTimezone: true }).notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    /** 'passed' or 'failed'; null until reported. */
    outcome: text(),
    reportedAt: timestamp({ withTimezone: true }),
    /** When the learner's own traffic first met the round's defect within the round (server- or page-seen). */
    reachedAt: timestamp({ withTimezone: true }),
    /** The failed tests' names, when the report came with JUnit XML. */
    failedTests: jsonb().$type<string[]>().notNull().default([]),
  },
  (t) => [primaryKey({ columns: [t.runId, t.n] }), index('practice_suite_rounds_user_idx').on(t.userId)],
);

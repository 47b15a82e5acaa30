import { index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';

// The practice lab's bug hunt (docs/architecture.md#bug-hunt): what the server saw each learner meet, the defect
// reports they filed with the verdicts, the credits (one per learner and defect), and the hints their misses
// unlocked. Rows go with the account; "Reset my practice data" keeps them, as it keeps met challenges.

/** A planted defect the learner met with bug mode on: recorded where the defect manifests, first time kept. */
export const practiceDefectEvidence = pgTable(
  'practice_defect_evidence',
  {
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    defectId: text().notNull(),
    exercise: text().notNull(),
    /** Who saw it: 'server' (the learner's own request met the defective branch) or 'page' (a code issued to them). */
    via: text().notNull().default('server'),
    firstSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.defectId] }), index('practice_defect_evidence_user_exercise_idx').on(t.userId, t.exercise)],
);

/**
 * A page code the server never issued to the learner who sent it (forged, another learner's, or expired), or sent for
 * a slot the exercise does not have: kept for the trainer's trust view (docs/product.md#admin-bug-hunt).
 */
export const practiceProbeRejections = pgTable(
  'practice_probe_rejections',
  {
    id: serial().primaryKey(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    exercise: text().notNull(),
    slot: text().notNull(),
    /** 'forged' (no code of this learner's views) or 'expired' (theirs, past its time). */
    reason: text().notNull(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('practice_probe_rejections_user_idx').on(t.userId, t.at)],
);

/** A defect report as the learner filed it, with the verdict the server gave (and a trainer's override). */
export const practiceDefectReports = pgTable(
  'practice_defect_reports',
  {
    id: serial().primaryKey(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    exercise: text().notNull(),
    title: text().notNull(),
    steps: text().notNull(),
    expected: text().notNull(),
    actual: text().notNull(),
    severity: text().notNull(),
    area: text().notNull(),
    /** How it came: 'session' (the page), 'token' or 'oauth' (the learner's tools). */
    via: text().notNull(),
    /** The screenshot's name in the media store (area 'practice'), and its type; null without one. */
    screenshot: text(),
    screenshotType: text(),
    /** The stored (re-encoded) screenshot's size, counted against the learner's quota; null for one stored before sizes were kept (counts as 0). */
    screenshotBytes: integer(),
    /** The verdict in force: the server's, or a trainer's override. */
    verdict: text().notNull(),
    /** The server's own verdict, kept when a trainer overrides it. */
    autoVerdict: text().notNull(),
    /** The planted defect the report was matched to (credited, duplicate or not triggered); never shown unless credited. */
    defectId: text(),
    /** What the learner is told about the verdict. */
    feedback: text().notNull(),
    trainerNote: text(),
    overriddenAt: timestamp({ withTimezone: true }),
    overriddenBy: text().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('practice_defect_reports_user_exercise_idx').on(t.userId, t.exercise, t.createdAt),
    index('practice_defect_reports_created_idx').on(t.createdAt),
  ],
);

/** A planted defect credited to a learner: at most one row per learner and defect, whatever races. */
export const practiceDefectCredits = pgTable(
  'practice_defect_credits',
  {
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    defectId: text().notNull(),
    exercise: text().notNull(),
    reportId: integer()
      .notNull()
      .references(() => practiceDefectReports.id, { onDelete: 'cascade' }),
    /** How many of this defect's hints the learner had unlocked when it was credited (0, 1 or 2). */
    hintsUnlocked: integer().notNull().default(0),
    creditedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.defectId] }), index('practice_defect_credits_defect_idx').on(t.defectId)],
);

/** A hint a learner's misses unlocked: level 1 or 2 of one planted defect. */
export const practiceDefectHints = pgTable(
  'practice_defect_hints',
  {
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    defectId: text().notNull(),
    exercise: text().notNull(),
    level: integer().notNull(),
    unlockedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.defectId, t.level] }), index('practice_defect_hints_user_exercise_idx').on(t.userId, t.exercise)],
);

import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { bytes } from './bytes';

// The practice lab's per-learner data (docs/product.md#practice-lab). Every row belongs to one learner
// and is removed with the account; "Reset my practice data" deletes an exercise's rows.

/** One row per learner who changed a setting: bug mode is off for everyone else. */
export const practiceSettings = pgTable('practice_settings', {
  userId: text()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  bugMode: boolean().notNull().default(false),
  /**
   * Defects one at a time (docs/architecture.md#defects-one-at-a-time): true while something (a scoring round, a test)
   * has set the learner's planted defects aside from the switch; then exactly `pinnedDefect` is live (none when null).
   */
  defectsPinned: boolean().notNull().default(false),
  pinnedDefect: text(),
  /** A pin ends by itself at this time (a scoring round's limit); null: until lifted. */
  pinnedUntil: timestamp({ withTimezone: true }),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * An exercise's state for one learner as one JSON document (bookings, list orders…), checked by the
 * exercise's zod schema on every read. No row means the exercise's start state.
 */
export const practiceState = pgTable(
  'practice_state',
  {
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    exercise: text().notNull(),
    doc: jsonb().notNull(),
    /**
     * Bumped by every write: a write stores its document only if the version it read is still the row's
     * (lib/practice/state-store.ts), so it needs one statement instead of a locked transaction. A row
     * changed by hand should bump it too, or a write from remembered state may overwrite the change.
     */
    version: integer().notNull().default(1),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.exercise] })],
);

/**
 * Files a learner uploads in an exercise: only what describes them is here. The bytes live in the media
 * store (lib/storage, area 'practice', under `storageName`), streamed in and out, so they never pass
 * through the database or the server's one thread in one piece (docs/architecture.md#media-storage).
 * A reset or an account deletion removes the stored bytes too (lib/practice/files/stored-bytes.ts).
 */
export const practiceFiles = pgTable(
  'practice_files',
  {
    id: serial().primaryKey(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    exercise: text().notNull(),
    name: text().notNull(),
    mimeType: text().notNull(),
    sizeBytes: integer().notNull(),
    /** The object's name in the media store; null only on a row from before the move, until the start moves it. */
    storageName: text(),
    /**
     * Bytes of rows written before files moved to the media store (migration 0004). The app never writes
     * it; at start, lib/practice/files/legacy-move.ts moves each such row's bytes out and sets it to null.
     */
    content: bytes(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('practice_files_user_exercise_idx').on(t.userId, t.exercise)],
);

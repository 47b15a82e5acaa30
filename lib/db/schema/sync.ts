import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// One row per external mirror whose one-time import has run (e.g. 'schedule-sheet'). The primary key
// makes the import happen once even when several processes share one PostgreSQL.
export const mirrorImports = pgTable('mirror_imports', {
  name: text().primaryKey(),
  detail: text().notNull(),
  importedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

import { bigint, integer, pgTable, text } from 'drizzle-orm/pg-core';

// Fixed-window request counters shared by every process that uses the same database.
export const rateLimits = pgTable('rate_limits', {
  key: text().primaryKey(),
  count: integer().notNull(),
  windowStart: bigint({ mode: 'number' }).notNull(),
});

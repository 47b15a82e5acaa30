import { bigint, integer, pgTable, text, varchar } from 'drizzle-orm/pg-core';

// Fixed-window request counters shared by every process that uses the same database.
export const rateLimits = pgTable('rate_limits', {
  key: text().primaryKey(),
  count: integer().notNull(),
  windowStart: bigint({ mode: 'number' }).notNull(),
});

// The practice API's per-learner request counters with PostgreSQL (lib/practice/learner-limit.ts), shared by every
// instance, in the layout rate-limiter-flexible's RateLimiterPostgres reads and writes: the key, the points used in
// the window, and when the window ends (epoch ms). One row per learner who used the lab, rewritten each window. The migration creates it
// UNLOGGED (no write-ahead log flush per request; a crash only loses counters).
export const practiceRequestLimits = pgTable('practice_request_limits', {
  key: varchar({ length: 255 }).primaryKey(),
  points: integer().notNull().default(0),
  expire: bigint({ mode: 'number' }),
});

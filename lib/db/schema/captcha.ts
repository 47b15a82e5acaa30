import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// Captcha solutions already accepted, so each one is good for a single submission. A row is only
// needed until its challenge expires: after that the signature check refuses the solution anyway.
export const captchaSolutions = pgTable(
  'captcha_solutions',
  {
    // SHA-256 (hex) of the solved challenge's signature; the payload itself is never stored.
    hash: text().primaryKey(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('captcha_solutions_expires_at_idx').on(t.expiresAt)],
);

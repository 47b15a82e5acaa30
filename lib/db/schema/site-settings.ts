import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// Settings the admin chooses for the whole site, one row per key (lib/settings/site-settings.ts names the keys and
// their defaults); a key with no row has its default.
export const siteSettings = pgTable('site_settings', {
  key: text().primaryKey(),
  value: jsonb().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

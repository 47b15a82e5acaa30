import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';

// Only what is safe to keep: brand, last four digits and the provider's reference. Never the number or cvc.
export const payments = pgTable(
  'payments',
  {
    id: serial().primaryKey(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amountCents: integer().notNull(),
    currency: text().notNull().default('USD'),
    method: text().notNull(),
    provider: text().notNull(),
    providerRef: text().notNull(),
    cardBrand: text(),
    cardLast4: text(),
    status: text().$type<'approved' | 'declined'>().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payments_user_id_idx').on(t.userId)],
);

import { index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * What the server told a learner about their own account (docs/product.md#notices): a certificate issued or revoked, a
 * bug-hunt credit, a payment. Each is also e-mailed; the row is the record the portal lists with its unread count, so a
 * lost e-mail loses nothing. Rows go with the account.
 */
export const notices = pgTable(
  'notices',
  {
    id: serial().primaryKey(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'certificate-issued' | 'certificate-revoked' | 'bug-hunt-credit' | 'payment' (lib/notices/kinds.ts). */
    kind: text().notNull(),
    title: text().notNull(),
    body: text().notNull(),
    /** A same-site path the notice leads to (the certificate, the exercise, the videos). */
    href: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('notices_user_created_idx').on(t.userId, t.createdAt)],
);

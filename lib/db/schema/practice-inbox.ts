import { index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';

// The learner's practice inbox (docs/architecture.md#practice-inbox): the mail the lab's exercises "send" (the
// Practice Bank's codes), kept here and never handed to a mail server. Each row is one message as its MIME text
// (`raw`, what GET /api/practice/v1/inbox/{id}/raw answers) with its parts beside it, so a list needs no parsing.
// Rows go with the account; an exercise's reset deletes the rows it sent; each learner keeps the newest few only.
export const practiceInboxMessages = pgTable(
  'practice_inbox_messages',
  {
    /** Rises with every message (over all learners): `since` in the inbox API compares with it. */
    id: serial().primaryKey(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The exercise that sent it (its reset deletes it). */
    exercise: text().notNull(),
    fromAddress: text().notNull(),
    toAddress: text().notNull(),
    subject: text().notNull(),
    textBody: text().notNull(),
    htmlBody: text().notNull(),
    /** The whole message as RFC 5322 text, built by nodemailer's MailComposer. */
    raw: text().notNull(),
    receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('practice_inbox_messages_user_id_idx').on(t.userId, t.id)],
);

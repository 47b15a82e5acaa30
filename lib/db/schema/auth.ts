import { boolean, index, pgSequence, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// Tables better-auth reads and writes through its Drizzle adapter. The object keys are better-auth's
// field names (the adapter looks them up by key); the SQL column names are snake_case.

export const users = pgTable('users', {
  id: text().primaryKey(),
  // better-auth calls this field "name"; the product calls it the username.
  username: text().notNull(),
  email: text().notNull().unique(),
  emailVerified: boolean().notNull().default(false),
  // File name of the profile photo in media storage ("profile" in docs/product.md#data-model).
  image: text(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  // admin plugin
  role: text().notNull().default('student'),
  banned: boolean().default(false),
  banReason: text(),
  banExpires: timestamp({ withTimezone: true }),
  // product fields
  studentId: text().unique(),
  phone: text(),
  payStatus: text().notNull().default('no'),
  payMethod: text(),
});

export const sessions = pgTable(
  'sessions',
  {
    id: text().primaryKey(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    token: text().notNull().unique(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    ipAddress: text(),
    userAgent: text(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    impersonatedBy: text(),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

export const accounts = pgTable(
  'accounts',
  {
    id: text().primaryKey(),
    accountId: text().notNull(),
    providerId: text().notNull(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text(),
    refreshToken: text(),
    idToken: text(),
    accessTokenExpiresAt: timestamp({ withTimezone: true }),
    refreshTokenExpiresAt: timestamp({ withTimezone: true }),
    scope: text(),
    password: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('accounts_user_id_idx').on(t.userId)],
);

export const verifications = pgTable(
  'verifications',
  {
    id: text().primaryKey(),
    identifier: text().notNull(),
    value: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('verifications_identifier_idx').on(t.identifier)],
);

// Source of the human-readable student ID (e.g. QA-1001); a sequence stays unique across processes.
export const studentNumberSeq = pgSequence('student_number_seq', { startWith: 1001 });

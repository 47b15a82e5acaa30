import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';

// Practice credentials (docs/architecture.md#practice-credentials): what a learner's Postman, REST Assured or k6
// run authenticates with against the practice APIs. Only SHA-256 hashes of secrets are stored; every row goes
// with its learner's account (and an access token with its client).

/** A personal access token: a named secret the learner created, rotated in place (same id and name). */
export const practiceTokens = pgTable(
  'practice_tokens',
  {
    id: serial().primaryKey(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    /** SHA-256 (hex) of the secret; a lookup by hash finds the token. Rotation replaces it. */
    tokenHash: text().notNull().unique(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    rotatedAt: timestamp({ withTimezone: true }),
    /** Written at most once a minute per token and instance, never per request. */
    lastUsedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('practice_tokens_user_id_idx').on(t.userId)],
);

/** An OAuth 2.0 client (client credentials grant): a public client_id and a hashed secret. */
export const practiceOauthClients = pgTable(
  'practice_oauth_clients',
  {
    id: serial().primaryKey(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    clientId: text().notNull().unique(),
    secretHash: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    rotatedAt: timestamp({ withTimezone: true }),
    /** The last time the client was given a token or one of its tokens was used (at most once a minute). */
    lastUsedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('practice_oauth_clients_user_id_idx').on(t.userId)],
);

/**
 * An access token issued to a client, valid 15 minutes. Stored (hash and expiry) rather than signed, so that
 * deleting the client or rotating its secret ends its tokens by deleting rows (lib/practice/credentials/oauth-tokens.ts).
 */
export const practiceOauthTokens = pgTable(
  'practice_oauth_tokens',
  {
    id: serial().primaryKey(),
    clientRef: integer()
      .notNull()
      .references(() => practiceOauthClients.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull().unique(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('practice_oauth_tokens_client_ref_idx').on(t.clientRef)],
);

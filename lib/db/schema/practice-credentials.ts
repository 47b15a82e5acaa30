import { bigint, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';

// Practice credentials (docs/architecture.md#practice-credentials): what a learner's Postman, REST Assured or k6
// run authenticates with against the practice APIs. Secrets are looked up by their SHA-256 hash; every row goes
// with its learner's account (and an access token with its client). The one exception to "only a hash" is an OAuth
// client's secret, also kept sealed (AES-256-GCM under a key derived from the server's secret), because WS-Security's
// PasswordDigest can only be checked by a server that knows the password (lib/practice/credentials/sealed-secret.ts).

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
    /** The secret sealed for the SOAP service's PasswordDigest check; null for a client made before it was kept. */
    secretSealed: text(),
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

/**
 * The WS-Security nonces the Employee SOAP service has accepted, each kept while its UsernameToken's Created is still
 * inside the service's window (docs/practice/employee-wsdl.md#authentication): a message sent again within that window
 * meets its own nonce here and is refused as a replay; after it, the Created check refuses it. In the database so a
 * replay to another instance is refused too; expired rows are pruned (the SOAP service's server/nonces.ts).
 */
export const practiceWsNonces = pgTable(
  'practice_ws_nonces',
  {
    /** SHA-256 (hex) of the client id and the nonce as sent. */
    key: text().primaryKey(),
    /** When the nonce may be forgotten, in ms since the epoch. */
    expiresAt: bigint({ mode: 'number' }).notNull(),
  },
  (t) => [index('practice_ws_nonces_expires_at_idx').on(t.expiresAt)],
);

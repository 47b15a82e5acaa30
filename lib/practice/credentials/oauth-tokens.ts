import 'server-only';
import { and, desc, eq, gt, lte, notInArray, or } from 'drizzle-orm';
import { getDb } from '../../db/client';
import { practiceOauthClients, practiceOauthTokens, users } from '../../db/schema';
import { PRACTICE_OAUTH_MSG as MSG } from '../../messages/practice-credentials';
import { forgetPracticeCredentialsOf } from './caller-cache';
import { PRACTICE_CREDENTIAL_FIGURES } from './figures';
import { OauthError } from './oauth-errors';
import { hashSecret, newSecret, secretMatches } from './secrets';
import { CREDENTIAL_PREFIX } from './token-format';
import type { ClientCredentialsRequest } from './token-request';

// The client credentials grant (RFC 6749 §4.4). Why access tokens are random strings stored as a hash with their
// expiry, rather than signed (a JWT): they must end at once when their client is deleted or its secret rotated.
// A signed token would still need a per-request check of its client against the database (or a revocation list)
// to honour that, so it would save nothing over one indexed lookup, which the bearer check makes once a minute at
// most (./caller-cache.ts); stored, ending them is a DELETE (or the cascade of the client's), and a learner cannot
// read anything out of a token they paste into a tool.

export interface AuthenticatedClient {
  ref: number;
  userId: string;
}

/** The client the request authenticates as, or invalid_client (401; Basic challenged when Basic was tried). */
export async function authenticateClient(credentials: ClientCredentialsRequest): Promise<AuthenticatedClient> {
  const db = await getDb();
  const [row] = await db
    .select({ ref: practiceOauthClients.id, userId: practiceOauthClients.userId, secretHash: practiceOauthClients.secretHash, banned: users.banned })
    .from(practiceOauthClients)
    .innerJoin(users, eq(users.id, practiceOauthClients.userId))
    .where(eq(practiceOauthClients.clientId, credentials.clientId));
  if (!row || row.banned || !secretMatches(credentials.clientSecret, row.secretHash)) {
    throw new OauthError('invalid_client', MSG.badClient, credentials.basic);
  }
  return { ref: row.ref, userId: row.userId };
}

export interface IssuedAccessToken {
  accessToken: string;
  expiresIn: number;
}

/**
 * A new access token for the client, valid `accessTokenSeconds`. The client's expired tokens are deleted on the way,
 * and past `maxAccessTokensPerClient` live ones its oldest end, so a script that asks for a token per request
 * keeps the table small.
 */
export async function issueAccessToken(client: AuthenticatedClient): Promise<IssuedAccessToken> {
  const { accessTokenSeconds, maxAccessTokensPerClient } = PRACTICE_CREDENTIAL_FIGURES;
  const accessToken = newSecret(CREDENTIAL_PREFIX.accessToken);
  const now = new Date();
  const db = await getDb();
  await db.insert(practiceOauthTokens).values({
    clientRef: client.ref,
    tokenHash: hashSecret(accessToken),
    expiresAt: new Date(now.getTime() + accessTokenSeconds * 1000),
  });
  await db.update(practiceOauthClients).set({ lastUsedAt: now }).where(eq(practiceOauthClients.id, client.ref));

  const newest = db
    .select({ id: practiceOauthTokens.id })
    .from(practiceOauthTokens)
    .where(and(eq(practiceOauthTokens.clientRef, client.ref), gt(practiceOauthTokens.expiresAt, now)))
    .orderBy(desc(practiceOauthTokens.id))
    .limit(maxAccessTokensPerClient);
  const pruned = await db
    .delete(practiceOauthTokens)
    .where(and(eq(practiceOauthTokens.clientRef, client.ref), or(lte(practiceOauthTokens.expiresAt, now), notInArray(practiceOauthTokens.id, newest))))
    .returning({ expiresAt: practiceOauthTokens.expiresAt });
  // An expired token is refused anyway; a live one that ended must also leave every instance's memory.
  if (pruned.some((token) => token.expiresAt > now)) forgetPracticeCredentialsOf(client.userId);
  return { accessToken, expiresIn: accessTokenSeconds };
}

import 'server-only';
import { and, asc, count, eq } from 'drizzle-orm';
import { conflict, notFound } from '../../api/errors';
import { getDb } from '../../db/client';
import { practiceOauthClients, practiceOauthTokens } from '../../db/schema';
import { PRACTICE_CREDENTIALS_MSG as MSG } from '../../messages/practice-credentials';
import { forgetPracticeCredentialsOf } from './caller-cache';
import { PRACTICE_CREDENTIAL_FIGURES } from './figures';
import { lockLearner } from './learner-lock';
import { sealSecret } from './sealed-secret';
import { hashSecret, newPublicId, newSecret } from './secrets';
import type { IssuedOauthClient, OauthClientInfo } from './shapes';
import { CREDENTIAL_PREFIX } from './token-format';

// A learner's OAuth 2.0 clients for the client credentials grant (docs/product.md#practice-credentials): at most
// 3, the client_id public, the secret shown once (on creation and rotation), kept as its hash (and sealed, for the
// SOAP service's PasswordDigest: ./sealed-secret.ts). Rotating the
// secret or deleting the client ends every access token it was given. A foreign id answers 404 like a missing one.

const columns = {
  id: practiceOauthClients.id,
  name: practiceOauthClients.name,
  clientId: practiceOauthClients.clientId,
  createdAt: practiceOauthClients.createdAt,
  rotatedAt: practiceOauthClients.rotatedAt,
  lastUsedAt: practiceOauthClients.lastUsedAt,
};

type Row = { id: number; name: string; clientId: string; createdAt: Date; rotatedAt: Date | null; lastUsedAt: Date | null };

const infoOf = (row: Row): OauthClientInfo => ({
  id: row.id,
  name: row.name,
  clientId: row.clientId,
  createdAt: row.createdAt.toISOString(),
  rotatedAt: row.rotatedAt?.toISOString() ?? null,
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});

const ownClient = (userId: string, id: number) => and(eq(practiceOauthClients.id, id), eq(practiceOauthClients.userId, userId));

export async function listOauthClients(userId: string): Promise<OauthClientInfo[]> {
  const db = await getDb();
  const rows = await db.select(columns).from(practiceOauthClients).where(eq(practiceOauthClients.userId, userId)).orderBy(asc(practiceOauthClients.id));
  return rows.map(infoOf);
}

/** A new client named `name`; 409 CLIENT_LIMIT_REACHED when the learner already keeps the most allowed. */
export async function createOauthClient(userId: string, name: string): Promise<IssuedOauthClient> {
  const clientSecret = newSecret(CREDENTIAL_PREFIX.clientSecret);
  const { maxClients } = PRACTICE_CREDENTIAL_FIGURES;
  const db = await getDb();
  const row = await db.transaction(async (tx) => {
    await lockLearner(tx, userId);
    const [{ live }] = await tx.select({ live: count() }).from(practiceOauthClients).where(eq(practiceOauthClients.userId, userId));
    if (live >= maxClients) throw conflict(MSG.clientLimit(maxClients), 'CLIENT_LIMIT_REACHED');
    const values = { userId, name, clientId: newPublicId(CREDENTIAL_PREFIX.clientId), secretHash: hashSecret(clientSecret), secretSealed: sealSecret(clientSecret) };
    const [inserted] = await tx.insert(practiceOauthClients).values(values).returning(columns);
    return inserted;
  });
  return { ...infoOf(row), clientSecret };
}

/** A new secret for the client (same client_id); the old secret and every token issued with it stop at once. */
export async function rotateOauthClientSecret(userId: string, id: number): Promise<IssuedOauthClient> {
  const clientSecret = newSecret(CREDENTIAL_PREFIX.clientSecret);
  const db = await getDb();
  const row = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(practiceOauthClients)
      .set({ secretHash: hashSecret(clientSecret), secretSealed: sealSecret(clientSecret), rotatedAt: new Date() })
      .where(ownClient(userId, id))
      .returning(columns);
    if (updated) await tx.delete(practiceOauthTokens).where(eq(practiceOauthTokens.clientRef, updated.id));
    return updated;
  });
  if (!row) throw notFound(MSG.clientNotFound);
  forgetPracticeCredentialsOf(userId);
  return { ...infoOf(row), clientSecret };
}

/** Deletes the client; its access tokens go with it (foreign key cascade) and stop at once, everywhere. */
export async function deleteOauthClient(userId: string, id: number): Promise<void> {
  const db = await getDb();
  const deleted = await db.delete(practiceOauthClients).where(ownClient(userId, id)).returning({ id: practiceOauthClients.id });
  if (deleted.length === 0) throw notFound(MSG.clientNotFound);
  forgetPracticeCredentialsOf(userId);
}

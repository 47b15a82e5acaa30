import 'server-only';
import { and, asc, count, eq } from 'drizzle-orm';
import { conflict, notFound } from '../../api/errors';
import { getDb } from '../../db/client';
import { practiceTokens } from '../../db/schema';
import { PRACTICE_CREDENTIALS_MSG as MSG } from '../../messages/practice-credentials';
import { forgetPracticeCredentialsOf } from './caller-cache';
import { PRACTICE_CREDENTIAL_FIGURES } from './figures';
import { lockLearner } from './learner-lock';
import { hashSecret, newSecret } from './secrets';
import type { IssuedPracticeToken, PracticeTokenInfo } from './shapes';
import { CREDENTIAL_PREFIX } from './token-format';

// A learner's personal access tokens (docs/product.md#practice-credentials): named, at most 5, the secret shown
// once (on creation and rotation) and only its hash kept. Every query names the learner, so one learner's id
// never reaches another's token: a foreign id answers 404 like a missing one.

const columns = {
  id: practiceTokens.id,
  name: practiceTokens.name,
  createdAt: practiceTokens.createdAt,
  rotatedAt: practiceTokens.rotatedAt,
  lastUsedAt: practiceTokens.lastUsedAt,
};

type Row = { id: number; name: string; createdAt: Date; rotatedAt: Date | null; lastUsedAt: Date | null };

const infoOf = (row: Row): PracticeTokenInfo => ({
  id: row.id,
  name: row.name,
  createdAt: row.createdAt.toISOString(),
  rotatedAt: row.rotatedAt?.toISOString() ?? null,
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});

const ownToken = (userId: string, id: number) => and(eq(practiceTokens.id, id), eq(practiceTokens.userId, userId));

export async function listPracticeTokens(userId: string): Promise<PracticeTokenInfo[]> {
  const db = await getDb();
  const rows = await db.select(columns).from(practiceTokens).where(eq(practiceTokens.userId, userId)).orderBy(asc(practiceTokens.id));
  return rows.map(infoOf);
}

/** A new token named `name`; 409 TOKEN_LIMIT_REACHED when the learner already keeps the most allowed. */
export async function createPracticeToken(userId: string, name: string): Promise<IssuedPracticeToken> {
  const token = newSecret(CREDENTIAL_PREFIX.token);
  const { maxTokens } = PRACTICE_CREDENTIAL_FIGURES;
  const db = await getDb();
  const row = await db.transaction(async (tx) => {
    await lockLearner(tx, userId);
    const [{ live }] = await tx.select({ live: count() }).from(practiceTokens).where(eq(practiceTokens.userId, userId));
    if (live >= maxTokens) throw conflict(MSG.tokenLimit(maxTokens), 'TOKEN_LIMIT_REACHED');
    const [inserted] = await tx.insert(practiceTokens).values({ userId, name, tokenHash: hashSecret(token) }).returning(columns);
    return inserted;
  });
  return { ...infoOf(row), token };
}

/** A new secret for the same token (same id and name); the old secret stops working at once, everywhere. */
export async function rotatePracticeToken(userId: string, id: number): Promise<IssuedPracticeToken> {
  const token = newSecret(CREDENTIAL_PREFIX.token);
  const db = await getDb();
  const [row] = await db
    .update(practiceTokens)
    .set({ tokenHash: hashSecret(token), rotatedAt: new Date() })
    .where(ownToken(userId, id))
    .returning(columns);
  if (!row) throw notFound(MSG.tokenNotFound);
  forgetPracticeCredentialsOf(userId);
  return { ...infoOf(row), token };
}

/** Revokes (deletes) the token; it stops working at once, everywhere. */
export async function revokePracticeToken(userId: string, id: number): Promise<void> {
  const db = await getDb();
  const deleted = await db.delete(practiceTokens).where(ownToken(userId, id)).returning({ id: practiceTokens.id });
  if (deleted.length === 0) throw notFound(MSG.tokenNotFound);
  forgetPracticeCredentialsOf(userId);
}

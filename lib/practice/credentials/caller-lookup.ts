import 'server-only';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { getDb } from '../../db/client';
import { practiceOauthClients, practiceOauthTokens, practiceTokens, users } from '../../db/schema';
import type { PracticeCaller } from './caller-cache';
import { PRACTICE_CREDENTIAL_FIGURES } from './figures';

export interface FoundCaller {
  caller: PracticeCaller;
  /** Epoch ms from which it is refused; Infinity for a personal token (it lives until revoked). In the past for an expired OAuth token. */
  expiresAt: number;
}

/**
 * The learner a presented credential belongs to, read from the database by the hash of the token; null when no
 * credential has it (never issued, revoked, rotated, its client deleted or rotated) or its learner is banned. An
 * OAuth token past its expiry is answered with that expiry, untouched, so the caller refuses it and can say why
 * (./bearer-check.ts). Dates are compared here, in the app's clock, not the database's, so a test can move time with a
 * fake clock. "Last used" is written only when it is a minute old: a hot token is looked up at most once a
 * minute per instance (./caller-cache.ts), so this is at most one small write a minute.
 */
export async function findPracticeCaller(kind: 'token' | 'oauth', tokenHash: string): Promise<FoundCaller | null> {
  return kind === 'token' ? findTokenCaller(tokenHash) : findOauthCaller(tokenHash);
}

const staleBefore = () => new Date(Date.now() - PRACTICE_CREDENTIAL_FIGURES.lastUsedEveryMs);
const isStale = (lastUsedAt: Date | null) => lastUsedAt === null || lastUsedAt < staleBefore();

async function findTokenCaller(tokenHash: string): Promise<FoundCaller | null> {
  const db = await getDb();
  const [row] = await db
    .select({ id: practiceTokens.id, userId: practiceTokens.userId, lastUsedAt: practiceTokens.lastUsedAt, banned: users.banned })
    .from(practiceTokens)
    .innerJoin(users, eq(users.id, practiceTokens.userId))
    .where(eq(practiceTokens.tokenHash, tokenHash));
  if (!row || row.banned) return null;
  if (isStale(row.lastUsedAt)) {
    // Conditional, so several instances that looked it up in the same minute write it once.
    await db
      .update(practiceTokens)
      .set({ lastUsedAt: new Date() })
      .where(and(eq(practiceTokens.id, row.id), or(isNull(practiceTokens.lastUsedAt), lt(practiceTokens.lastUsedAt, staleBefore()))));
  }
  return { caller: { userId: row.userId, via: 'token' }, expiresAt: Infinity };
}

async function findOauthCaller(tokenHash: string): Promise<FoundCaller | null> {
  const db = await getDb();
  const [row] = await db
    .select({
      clientRef: practiceOauthClients.id,
      userId: practiceOauthClients.userId,
      lastUsedAt: practiceOauthClients.lastUsedAt,
      expiresAt: practiceOauthTokens.expiresAt,
      banned: users.banned,
    })
    .from(practiceOauthTokens)
    .innerJoin(practiceOauthClients, eq(practiceOauthClients.id, practiceOauthTokens.clientRef))
    .innerJoin(users, eq(users.id, practiceOauthClients.userId))
    .where(eq(practiceOauthTokens.tokenHash, tokenHash));
  if (!row || row.banned) return null;
  const caller = { userId: row.userId, via: 'oauth' } as const;
  if (row.expiresAt.getTime() <= Date.now()) return { caller, expiresAt: row.expiresAt.getTime() };
  if (isStale(row.lastUsedAt)) {
    await db
      .update(practiceOauthClients)
      .set({ lastUsedAt: new Date() })
      .where(and(eq(practiceOauthClients.id, row.clientRef), or(isNull(practiceOauthClients.lastUsedAt), lt(practiceOauthClients.lastUsedAt, staleBefore()))));
  }
  return { caller, expiresAt: row.expiresAt.getTime() };
}

import 'server-only';
import { and, eq, ne } from 'drizzle-orm';
import { conflict, notFound } from '../api/errors';
import { issueCode } from '../auth/codes';
import { getDb } from '../db/client';
import { users } from '../db/schema';
import { MSG } from '../validation/messages';
import { CACHE_TAGS, invalidate } from '../cache/tags';

/**
 * Saves username and e-mail. A new e-mail is unverified until its owner enters the code sent to it
 * (SPEC §4: the server sets emailChanged and the user goes to /verifyEmail).
 */
export async function updateProfile(userId: string, input: { username: string; email: string }) {
  const db = await getDb();
  const [current] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
  if (!current) throw notFound('User not found.');
  const emailChanged = current.email !== input.email;
  if (emailChanged) {
    const [taken] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.email, input.email), ne(users.id, userId)))
      .limit(1);
    if (taken) throw conflict(MSG.alreadyRegistered);
  }
  await db
    .update(users)
    .set({
      username: input.username,
      ...(emailChanged ? { email: input.email, emailVerified: false } : {}),
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId));
  // Reviews on the home page show the author's username.
  invalidate(CACHE_TAGS.reviews);
  if (emailChanged) await issueCode(input.email, 'email-verification', 'change-email');
  return { emailChanged };
}

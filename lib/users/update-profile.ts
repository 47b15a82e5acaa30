import 'server-only';
import { and, eq, ne } from 'drizzle-orm';
import { conflict, notFound } from '../api/errors';
import type { SessionInfo } from '../auth/session';
import { issueCode } from '../auth/codes';
import { forgetUserAccess } from '../auth/user-access';
import { getDb } from '../db/client';
import { users } from '../db/schema';
import { emailChanged as emailChangedNotice } from '../mail/messages';
import { sendMail } from '../mail/transport';
import { MSG } from '../messages';
import { CACHE_TAGS, invalidate } from '../cache/tags';
import { assertCurrentPassword, endOtherSessions, requestOwnEmailChange } from './email-change';

export interface ProfileChange {
  username: string;
  email: string;
  currentPassword?: string;
}

/**
 * Saves username and e-mail. The specified flow stays (the reply says emailChanged and the user goes to
 * /verifyEmail; docs/product.md#profile), but who asks matters:
 * - users changing their own e-mail confirm with their current password, and the old address stays in
 *   force until the code sent to the new one is entered (lib/users/email-change.ts);
 * - an admin changing a student's e-mail switches it at once, unverified, with a code sent to the new
 *   address; the old address is told and the student's sessions end.
 */
export async function updateProfile(actor: SessionInfo, headers: Headers, userId: string, input: ProfileChange) {
  const db = await getDb();
  const [current] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
  if (!current) throw notFound('User not found.');
  const emailChanged = current.email.toLowerCase() !== input.email.toLowerCase();
  const ownAccount = actor.identity.userId === userId;
  if (emailChanged) {
    if (ownAccount) await assertCurrentPassword(headers, input.currentPassword);
    const [taken] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.email, input.email), ne(users.id, userId)))
      .limit(1);
    if (taken) throw conflict(MSG.alreadyRegistered);
  }
  const switchNow = emailChanged && !ownAccount;
  await db
    .update(users)
    .set({
      username: input.username,
      ...(switchNow ? { email: input.email, emailVerified: false } : {}),
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId));
  // Their pages show the new name at once, everywhere; reviews on the home page show the author's username.
  forgetUserAccess(userId);
  invalidate(CACHE_TAGS.reviews);
  if (emailChanged && ownAccount) await requestOwnEmailChange(headers, current.email, input.email);
  if (switchNow) {
    await endOtherSessions(userId);
    await issueCode(input.email, 'email-verification', 'change-email');
    await sendMail(emailChangedNotice(current.email, input.email));
  }
  return { emailChanged, pending: emailChanged && ownAccount };
}

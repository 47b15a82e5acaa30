import 'server-only';
import { and, eq, ne } from 'drizzle-orm';
import { isAuthApiError } from '../auth/auth-api-error';
import { forgetUserAccess } from '../auth/user-access';
import { ApiError, badRequest } from '../api/errors';
import { getAuth } from '../auth/auth';
import { codeError } from '../auth/auth-errors';
import { getDb } from '../db/client';
import { sessions, verifications } from '../db/schema';
import { emailChangeRequested, emailChanged } from '../mail/messages';
import { sendMail } from '../mail/transport';
import { MSG } from '../messages';

// A stolen session must not be enough to take an account over (change the e-mail, then reset the
// password through it). So a user's own e-mail change asks for the current password, leaves the old
// address in force until the code sent to the new one is entered, tells the old address, and ends the
// user's other sessions when the switch happens. better-auth's emailOTP change-email flow keeps the
// pending change (a code keyed by user id and new address) and performs the switch.

/** Checks the signed-in user's current password; a wrong or missing one is a 400 on that field. */
export async function assertCurrentPassword(headers: Headers, password: string | undefined): Promise<void> {
  if (!password) throw badRequest(MSG.currentPasswordForEmail, { currentPassword: MSG.currentPasswordForEmail });
  const auth = await getAuth();
  try {
    await auth.api.verifyPassword({ body: { password }, headers });
  } catch (error) {
    if (isAuthApiError(error) && error.statusCode === 400) {
      throw badRequest(MSG.currentPasswordWrong, { currentPassword: MSG.currentPasswordWrong });
    }
    throw error;
  }
}

/** Mails a code to the new address (the switch waits for it) and a notice to the old one. */
export async function requestOwnEmailChange(headers: Headers, oldEmail: string, newEmail: string): Promise<void> {
  await sendEmailChangeCode(headers, newEmail);
  await sendMail(emailChangeRequested(oldEmail, newEmail));
}

/** The code for the signed-in user's move to `newEmail`; also "send it again" (the password was checked before). */
export async function sendEmailChangeCode(headers: Headers, newEmail: string): Promise<void> {
  const auth = await getAuth();
  await auth.api.requestEmailChangeEmailOTP({ body: { newEmail }, headers });
}

const pendingIdentifier = (userId: string, newEmail: string) => `change-email-otp-${userId}:${newEmail.toLowerCase()}`;

/** Whether this user has asked to move to `newEmail` and the code for it is still waiting. */
export async function hasPendingEmailChange(userId: string, newEmail: string): Promise<boolean> {
  const db = await getDb();
  const [row] = await db
    .select({ id: verifications.id })
    .from(verifications)
    .where(eq(verifications.identifier, pendingIdentifier(userId, newEmail)))
    .limit(1);
  return Boolean(row);
}

/**
 * Enters the code sent to the new address: the account switches to it (verified), the old address is
 * told, and every other session of the user ends.
 */
export async function confirmOwnEmailChange(
  headers: Headers,
  who: { userId: string; sessionId: string; oldEmail: string },
  newEmail: string,
  code: string,
): Promise<void> {
  const auth = await getAuth();
  try {
    await auth.api.changeEmailEmailOTP({ body: { newEmail, otp: code }, headers });
  } catch (error) {
    if (isAuthApiError(error) && /already in use/i.test(error.message)) throw new ApiError(409, MSG.alreadyRegistered);
    codeError(error, MSG.wrongCode);
  }
  await endOtherSessions(who.userId, who.sessionId);
  await sendMail(emailChanged(who.oldEmail, newEmail));
}

export async function endOtherSessions(userId: string, keepSessionId?: string): Promise<void> {
  const db = await getDb();
  await db
    .delete(sessions)
    .where(keepSessionId ? and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)) : eq(sessions.userId, userId));
  // The kept session, if any, is simply checked again on its next video range.
  forgetUserAccess(userId);
}

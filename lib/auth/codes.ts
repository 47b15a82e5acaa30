import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '../db/client';
import { verifications } from '../db/schema';
import { sendMail } from '../mail/transport';
import { codeMessage, type CodePurpose } from '../mail/messages';
import { getAuth } from './auth';

export type OtpType = 'email-verification' | 'forget-password';

/** better-auth keys a code by its type and e-mail; we use the same key to retire older codes. */
function codeIdentifier(type: OtpType, email: string): string {
  return `${type}-otp-${email.toLowerCase()}`;
}

/**
 * Issues a fresh 6-digit code through better-auth's emailOTP (random digits, stored hashed, 10 minute
 * expiry, 3 tries) and e-mails it. Earlier codes for the same purpose stop working at once.
 * `mail` picks the wording: a new e-mail address gets the e-mail-change message.
 */
export async function issueCode(email: string, type: OtpType, mail: CodePurpose = type): Promise<void> {
  const db = await getDb();
  await db.delete(verifications).where(eq(verifications.identifier, codeIdentifier(type, email)));
  const auth = await getAuth();
  const otp = await auth.api.createVerificationOTP({ body: { email: email.toLowerCase(), type } });
  await sendMail(codeMessage(email, otp, mail));
}

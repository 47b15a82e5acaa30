import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '../db/client';
import { users } from '../db/schema';
import { isEmailTaken } from './register-student';

// Account lookups the auth routes make about an e-mail address. Their answers never reach the
// client: the routes reply the same whatever they find (no account enumeration).

/** Whether an account uses this e-mail (forgot-password sends a reset code only then). */
export async function hasAccountWithEmail(email: string): Promise<boolean> {
  return isEmailTaken(await getDb(), email);
}

/** Whether an account with this e-mail exists and has not verified it yet (verify-again sends a code only then). */
export async function isUnverifiedEmail(email: string): Promise<boolean> {
  const db = await getDb();
  const [user] = await db.select({ verified: users.emailVerified }).from(users).where(eq(users.email, email)).limit(1);
  return Boolean(user && !user.verified);
}

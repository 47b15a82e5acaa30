import 'server-only';
import { eq } from 'drizzle-orm';
import { forgetUserAccess } from '../auth/user-access';
import { getDb } from '../db/client';
import { sessions } from '../db/schema';

/** Ends every session of a user, on every device and every instance (after a password change). */
export async function endAllSessions(userId: string): Promise<void> {
  await (await getDb()).delete(sessions).where(eq(sessions.userId, userId));
  forgetUserAccess(userId);
}

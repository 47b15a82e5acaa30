import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '../db/client';
import { notices, users } from '../db/schema';
import { publicLink } from '../public-url';
import { sendMail } from '../mail/transport';
import type { NoticeText } from './kinds';
import { noticeMail } from './notice-mail';

/**
 * Records a notice for the learner, then e-mails it. The row is the record (the portal lists it with the unread count):
 * a mail failure is logged, never turned into a failure of what the notice is about, which has already happened.
 */
export async function notify(userId: string, notice: NoticeText): Promise<void> {
  const db = await getDb();
  await db.insert(notices).values({ userId, ...notice });
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  if (!user) return;
  // Never from the request: a forged Host header must not put another site's address into a mail (lib/public-url.ts).
  const link = publicLink(notice.href);
  try {
    await sendMail(noticeMail(user.email, notice, link));
  } catch (error) {
    console.error(`[notices] "${notice.title}" stored for ${userId}, but e-mailing it failed`, error);
  }
}

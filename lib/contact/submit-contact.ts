import 'server-only';
import { getDb } from '../db/client';
import { contactMessages } from '../db/schema';
import { env } from '../env';
import { sendMail } from '../mail/transport';
import { contactMail, type ContactMessage } from './contact-mail';

/**
 * Stores the message, then e-mails it to CONTACT_TO. The stored row is the record: a mail failure
 * is logged, not reported to the visitor, whose message is already safe and can be read from the
 * database. Without CONTACT_TO the message is only stored.
 */
export async function submitContactMessage(contact: ContactMessage): Promise<void> {
  const db = await getDb();
  const [row] = await db.insert(contactMessages).values(contact).returning({ id: contactMessages.id });
  const to = env().CONTACT_TO;
  if (!to) {
    console.info(`[contact] message #${row.id} stored; CONTACT_TO is not set, so it was not e-mailed`);
    return;
  }
  try {
    await sendMail(contactMail(to, contact, row.id));
  } catch (error) {
    console.error(`[contact] message #${row.id} stored, but e-mailing it to ${to} failed`, error);
  }
}

import 'server-only';
import { desc, gte } from 'drizzle-orm';
import { getDb } from '../db/client';
import { contactMessages } from '../db/schema';

// The contact form's messages for the admin (docs/product.md#admin-dashboard): the dashboard's "new messages" item
// opens this list filtered to the same days it counts.

const DAY_MS = 24 * 60 * 60 * 1000;
/** The list shows the newest messages; older ones stay in the database. */
export const MESSAGE_LIST_LIMIT = 200;

export interface ContactMessageRow {
  id: number;
  name: string;
  email: string;
  phone: string;
  message: string;
  createdAt: string;
}

/** Newest first; with `days`, only the messages of the last `days` days. */
export async function listContactMessages(days: number | null, now = new Date()): Promise<ContactMessageRow[]> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(contactMessages)
    .where(days === null ? undefined : gte(contactMessages.createdAt, new Date(now.getTime() - days * DAY_MS)))
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(MESSAGE_LIST_LIMIT);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

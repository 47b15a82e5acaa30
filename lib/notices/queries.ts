import 'server-only';
import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import { getDb } from '../db/client';
import { notices } from '../db/schema';
import { NOTICES_LISTED } from './limits';

export interface NoticeView {
  id: number;
  kind: string;
  title: string;
  body: string;
  href: string;
  createdAt: string;
  read: boolean;
}

export async function noticesOf(userId: string): Promise<{ unread: number; notices: NoticeView[] }> {
  const db = await getDb();
  const [rows, [{ unread }]] = await Promise.all([
    db.select().from(notices).where(eq(notices.userId, userId)).orderBy(desc(notices.createdAt), desc(notices.id)).limit(NOTICES_LISTED),
    db.select({ unread: count() }).from(notices).where(and(eq(notices.userId, userId), isNull(notices.readAt))),
  ]);
  return {
    unread,
    notices: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      title: row.title,
      body: row.body,
      href: row.href,
      createdAt: row.createdAt.toISOString(),
      read: row.readAt !== null,
    })),
  };
}

/** Marks the learner's own notices read: the ids given, or every unread one. Answers how many changed. */
export async function markNoticesRead(userId: string, ids?: number[]): Promise<number> {
  const db = await getDb();
  const mine = and(eq(notices.userId, userId), isNull(notices.readAt), ids ? inArray(notices.id, ids) : undefined);
  const rows = await db.update(notices).set({ readAt: new Date() }).where(mine).returning({ id: notices.id });
  return rows.length;
}

import 'server-only';
import { and, asc, desc, eq, gt, inArray, lt } from 'drizzle-orm';
import { publishToPeers } from '../../cluster/peer-events';
import { getDb } from '../../db/client';
import { practiceInboxMessages } from '../../db/schema';
import type { HostedExercise } from '../registry';
import { composeMail, type PracticeMail } from './compose';
import { INBOX_FIGURES } from './figures';
import type { InboxMessage } from './shapes';
import { wakeInboxHere } from './waiters';

// The learner's practice inbox in the database (docs/architecture.md#practice-inbox). An exercise "mails" a learner
// with deliverToInbox: the message is built as real MIME and stored for that learner only; no mail server ever
// sees it. Each learner keeps the newest INBOX_FIGURES.keep messages.

const INBOX_PATH = '/api/practice/v1/inbox';

type Row = typeof practiceInboxMessages.$inferSelect;

const asMessage = (row: Row): InboxMessage => ({
  id: row.id,
  from: row.fromAddress,
  to: row.toAddress,
  subject: row.subject,
  receivedAt: row.receivedAt.toISOString(),
  text: row.textBody,
  html: row.htmlBody,
  rawUrl: `${INBOX_PATH}/${row.id}/raw`,
});

/**
 * Puts a message into the learner's practice inbox and wakes their waiting reads, here and on the other instances.
 * Past the bound the oldest messages go, in the same transaction. Answers the stored message.
 */
export async function deliverToInbox(userId: string, exercise: HostedExercise, mail: PracticeMail): Promise<InboxMessage> {
  const receivedAt = new Date();
  const raw = await composeMail(mail, receivedAt);
  const db = await getDb();
  const row = await db.transaction(async (tx) => {
    const [stored] = await tx
      .insert(practiceInboxMessages)
      .values({ userId, exercise, fromAddress: mail.from, toAddress: mail.to, subject: mail.subject, textBody: mail.text, htmlBody: mail.html, raw, receivedAt })
      .returning();
    const kept = await tx
      .select({ id: practiceInboxMessages.id })
      .from(practiceInboxMessages)
      .where(eq(practiceInboxMessages.userId, userId))
      .orderBy(desc(practiceInboxMessages.id))
      .offset(INBOX_FIGURES.keep - 1)
      .limit(1);
    if (kept.length) await tx.delete(practiceInboxMessages).where(and(eq(practiceInboxMessages.userId, userId), lt(practiceInboxMessages.id, kept[0].id)));
    return stored;
  });
  // Committed: a waiting read that wakes now finds it.
  wakeInboxHere(userId);
  publishToPeers({ type: 'inbox-mail', userId });
  return asMessage(row);
}

export interface InboxQuery {
  /** Only messages with a higher id. */
  since: number;
  /** Only messages written to this address (compared ignoring case). */
  to?: string;
}

/**
 * The learner's messages after `since`, oldest first, and the highest id of their inbox: one read, so a message
 * that arrives meanwhile is either in the list or after `lastId`, never skipped by the next `since`.
 */
export async function readInbox(userId: string, query: InboxQuery): Promise<{ messages: InboxMessage[]; lastId: number }> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(practiceInboxMessages)
    .where(and(eq(practiceInboxMessages.userId, userId), gt(practiceInboxMessages.id, query.since)))
    .orderBy(asc(practiceInboxMessages.id));
  const lastId = Math.max(query.since, ...rows.map((row) => row.id));
  const to = query.to?.toLowerCase();
  const messages = rows.filter((row) => to === undefined || row.toAddress.toLowerCase() === to).map(asMessage);
  return { messages, lastId };
}

async function rowOf(userId: string, id: number): Promise<Row | undefined> {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(practiceInboxMessages)
    .where(and(eq(practiceInboxMessages.userId, userId), eq(practiceInboxMessages.id, id)));
  return row;
}

/** One of the learner's messages; undefined when they have none with this id (another learner's is not theirs). */
export async function inboxMessage(userId: string, id: number): Promise<InboxMessage | undefined> {
  const row = await rowOf(userId, id);
  return row && asMessage(row);
}

/** The whole message as RFC 5322 text. */
export async function rawInboxMessage(userId: string, id: number): Promise<{ raw: string; id: number } | undefined> {
  const row = await rowOf(userId, id);
  return row && { raw: row.raw, id: row.id };
}

/** Deletes one message; false when the learner has none with this id. */
export async function deleteInboxMessage(userId: string, id: number): Promise<boolean> {
  const db = await getDb();
  const deleted = await db
    .delete(practiceInboxMessages)
    .where(and(eq(practiceInboxMessages.userId, userId), eq(practiceInboxMessages.id, id)))
    .returning({ id: practiceInboxMessages.id });
  return deleted.length > 0;
}

/** Empties the learner's inbox (of one exercise's mail, or of all). */
export async function clearInbox(userId: string, exercises?: readonly HostedExercise[]): Promise<void> {
  const db = await getDb();
  const mine = eq(practiceInboxMessages.userId, userId);
  await db.delete(practiceInboxMessages).where(exercises ? and(mine, inArray(practiceInboxMessages.exercise, [...exercises])) : mine);
}

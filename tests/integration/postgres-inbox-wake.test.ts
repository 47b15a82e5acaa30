import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { peerHooks } from '@/lib/cluster/join-peers';
import type { PeerEvent } from '@/lib/cluster/peer-events';
import { setPeerPublisher } from '@/lib/cluster/peer-events';
import { openPostgresPeerChannel } from '@/lib/cluster/postgres-peer-channel';
import { practiceInboxMessages } from '@/lib/db/schema';
import { deliverToInbox } from '@/lib/practice/inbox/store';
import { waitingReads } from '@/lib/practice/inbox/waiters';
import { withDatabase } from '@/tests/helpers/global-setup';
import { setupFreshDatabase } from '@/tests/helpers/test-db';
import { createLoggedInUser } from '@/tests/helpers/users';
import { inbox, INBOX_PATH } from './practice/practice-bank/bank-api';

// Included only in the PostgreSQL pass (vitest.config.ts). docs/architecture.md#practice-inbox: with several instances,
// a message one instance stores wakes the reads waiting for it on the others, through the peer channel
// (lib/cluster). This process is one instance, joined as join-peers joins; the other is a second channel of its own
// on the same database, which writes the message as its deliverToInbox would and announces it.

const getDb = setupFreshDatabase();

async function thisDatabaseUrl(): Promise<string> {
  const result = (await getDb().execute(sql`select current_database() as name`)) as unknown as { rows: { name: string }[] };
  return withDatabase(process.env.TEST_DATABASE_URL!, result.rows[0].name);
}

describe('the inbox long-poll across instances', () => {
  it('wakes a read waiting here for mail stored by another instance, and announces mail stored here', async () => {
    const url = await thisDatabaseUrl();
    const here = await openPostgresPeerChannel(url, (name, payload) => getDb().execute(sql`select pg_notify(${name}, ${payload})`), peerHooks);
    setPeerPublisher(here.publish);
    const otherPool = new pg.Pool({ connectionString: url, max: 1 });
    const heardThere: PeerEvent[] = [];
    const there = await openPostgresPeerChannel(url, (name, payload) => otherPool.query('select pg_notify($1, $2)', [name, payload]), {
      receive: (event) => heardThere.push(event),
      listening: () => {},
    });
    try {
      const ana = await createLoggedInUser();
      const read = inbox('GET', `${INBOX_PATH}?wait=30`, ana);
      await expect.poll(() => waitingReads(ana.id), { timeout: 10_000, interval: 5 }).toBe(1);
      // The other instance stores a message and announces it; nothing here wakes the read but the announcement.
      const [row] = await getDb()
        .insert(practiceInboxMessages)
        .values({ userId: ana.id, exercise: 'practice-bank', fromAddress: 'Lab <lab@inbox.test>', toAddress: 'a@example.com', subject: 'from B', textBody: 'b', htmlBody: '<p>b</p>', raw: 'Subject: from B\r\n\r\nb' })
        .returning();
      there.publish({ type: 'inbox-mail', userId: ana.id });
      const reply = await read;
      expect(reply.json.messages.map((message: { id: number }) => message.id)).toEqual([row.id]);

      await deliverToInbox(ana.id, 'practice-bank', { from: 'Lab <lab@inbox.test>', to: 'a@example.com', subject: 'from A', text: 'a', html: '<p>a</p>' });
      await expect.poll(() => heardThere).toContainEqual({ type: 'inbox-mail', userId: ana.id });
    } finally {
      setPeerPublisher(null);
      await there.close();
      await here.close();
      await otherPool.end();
    }
  });
});

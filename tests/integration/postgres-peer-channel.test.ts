import { describe, expect, it, vi } from 'vitest';
import pg from 'pg';
import { openPostgresPeerChannel, type PeerChannelHooks } from '@/lib/cluster/postgres-peer-channel';
import type { PeerEvent } from '@/lib/cluster/peer-events';

// Included only in the PostgreSQL pass (vitest.config.ts): two instances' change channels on one server.
const url = process.env.TEST_DATABASE_URL!;

function recorder() {
  const events: PeerEvent[] = [];
  const states: boolean[] = [];
  const hooks: PeerChannelHooks = { receive: (event) => events.push(event), listening: (up) => states.push(up) };
  return { events, states, hooks };
}

async function openChannel(hooks: PeerChannelHooks) {
  const sender = new pg.Pool({ connectionString: url, max: 1 });
  const channel = await openPostgresPeerChannel(url, (name, payload) => sender.query('select pg_notify($1, $2)', [name, payload]), hooks);
  return { channel, close: async () => (await channel.close(), await sender.end()) };
}

describe('the PostgreSQL change channel between instances', () => {
  it("delivers one instance's events to the others, not back to itself", async () => {
    const a = recorder();
    const b = recorder();
    const channelA = await openChannel(a.hooks);
    const channelB = await openChannel(b.hooks);
    try {
      expect(a.states).toEqual([true]);
      channelA.channel.publish({ type: 'invalidate', tags: ['schedule'] });
      channelA.channel.publish({ type: 'forget-user', userId: 'user-1' });
      await expect.poll(() => b.events).toEqual([
        { type: 'invalidate', tags: ['schedule'] },
        { type: 'forget-user', userId: 'user-1' },
      ]);
      channelB.channel.publish({ type: 'invalidate', tags: ['ads'] });
      await expect.poll(() => a.events).toEqual([{ type: 'invalidate', tags: ['ads'] }]);
      expect(b.events).toHaveLength(2);
    } finally {
      await channelA.close();
      await channelB.close();
    }
  });

  it('reports a lost listener, listens again, and hears events after that', async () => {
    const a = recorder();
    const b = recorder();
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const channelA = await openChannel(a.hooks);
    const channelB = await openChannel(b.hooks);
    try {
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      // Only this database's listeners: the other PostgreSQL files run beside this one, each on a database of its own,
      // and a listener of theirs cut here lost their announcements (postgres-inbox-wake failed so in CI).
      await admin.query(
        "select pg_terminate_backend(pid) from pg_stat_activity where query = 'LISTEN qa_academy_peers' and datname = current_database() and pid <> pg_backend_pid()",
      );
      await admin.end();
      await expect.poll(() => b.states.includes(false)).toBe(true);
      await expect.poll(() => b.states.at(-1), { timeout: 15_000 }).toBe(true);
      await expect.poll(() => a.states.at(-1), { timeout: 15_000 }).toBe(true);
      channelA.channel.publish({ type: 'invalidate', tags: ['courses'] });
      await expect.poll(() => b.events).toEqual([{ type: 'invalidate', tags: ['courses'] }]);
    } finally {
      log.mockRestore();
      await channelA.close();
      await channelB.close();
    }
  });
});

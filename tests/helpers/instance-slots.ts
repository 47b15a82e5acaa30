import { sql } from 'drizzle-orm';
import pg from 'pg';
import { PROCESS_STATE_PREFIX } from '@/lib/cache/process-singleton';
import { enableCaching } from '@/lib/cache/tags';
import { peerHooks } from '@/lib/cluster/join-peers';
import { setPeerPublisher } from '@/lib/cluster/peer-events';
import { openPostgresPeerChannel, type PeerChannel } from '@/lib/cluster/postgres-peer-channel';
import { closeDb, getDb, installDatabaseHandle } from '@/lib/db/client';
import { openPostgres } from '@/lib/db/open';
import { withDatabase } from './global-setup';

// Several app instances in one test process. Everything an instance keeps between requests lives in a process slot
// (lib/cache/process-singleton.ts), so a set of slots is an instance: swapping the sets on globalThis makes the same
// modules run as one instance or another. Each instance here has its own connection pool to the test file's
// PostgreSQL database and joins the peer channel as lib/cluster/join-peers.ts does. Calls into the instances run one
// at a time (the test awaits each), and a peer message is handled inside the instance that received it.

type Slots = Map<symbol, unknown>;

function takeSlots(): Slots {
  const holder = globalThis as unknown as Record<symbol, unknown>;
  const taken: Slots = new Map();
  for (const key of Object.getOwnPropertySymbols(globalThis)) {
    if (!key.description?.startsWith(PROCESS_STATE_PREFIX)) continue;
    taken.set(key, holder[key]);
    delete holder[key];
  }
  return taken;
}

function putSlots(slots: Slots): void {
  const holder = globalThis as unknown as Record<symbol, unknown>;
  for (const [key, value] of slots) holder[key] = value;
}

export interface TestInstance {
  /** Runs `work` as this instance (its caches, limiters, pool and peer channel). */
  run<T>(work: () => Promise<T>): Promise<T>;
}

export interface TwoInstances {
  a: TestInstance;
  b: TestInstance;
  /** Leaves the channel, closes the second's pool and puts the first's slots back as the file's own. */
  close(): Promise<void>;
}

/** The test file's database URL (setupFreshDatabase's PostgreSQL database). */
export async function thisDatabaseUrl(): Promise<string> {
  const result = (await (await getDb()).execute(sql`select current_database() as name`)) as unknown as { rows: { name: string }[] };
  return withDatabase(process.env.TEST_DATABASE_URL!, result.rows[0].name);
}

/**
 * Two instances on the test file's PostgreSQL database, both joined to the peer channel: the first takes over the
 * file's own slots (its database handle), the second starts empty with a pool of its own.
 */
export async function twoInstances(): Promise<TwoInstances> {
  const url = await thisDatabaseUrl();
  const a = makeInstance(takeSlots());
  const b = makeInstance(new Map());
  await b.run(async () => installDatabaseHandle(await openPostgres(url)));
  for (const instance of [a, b]) await instance.join(url);
  return {
    a,
    b,
    async close() {
      await a.leave();
      await b.leave();
      await b.run(() => closeDb());
      takeSlots();
      putSlots(a.slots());
    },
  };
}

function makeInstance(initial: Slots) {
  let slots = initial;
  let active = false;
  let channel: PeerChannel | null = null;
  // Swaps this instance in for as long as `work` runs (synchronous or not), then puts back whatever was there.
  const within = <T>(work: () => T, settle: (result: T, restore: () => void) => T): T => {
    if (active) return work();
    const outer = takeSlots();
    putSlots(slots);
    active = true;
    const restore = () => {
      active = false;
      slots = takeSlots();
      putSlots(outer);
    };
    try {
      return settle(work(), restore);
    } catch (error) {
      restore();
      throw error;
    }
  };
  const runSync = (work: () => void) => within(work, (result, restore) => (restore(), result));
  const run = <T>(work: () => Promise<T>) => within(work, (result, restore) => result.finally(restore));
  return {
    run,
    async join(url: string) {
      await run(async () => {
        enableCaching();
        const pool = (((await getDb()) as unknown as { $client: pg.Pool }).$client);
        channel = await openPostgresPeerChannel(url, (name, payload) => pool.query('select pg_notify($1, $2)', [name, payload]), {
          receive: (event) => runSync(() => peerHooks.receive(event)),
          listening: (up) => runSync(() => peerHooks.listening(up)),
        });
        setPeerPublisher(channel.publish);
      });
    },
    async leave() {
      await channel?.close();
      await run(async () => setPeerPublisher(null));
    },
    slots: () => slots,
  };
}

import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import { ADVISORY_LOCKS } from './advisory-lock';
import * as schema from './schema';
import { acquirePgliteLock } from './pglite-lock';
import { PgliteOnThread } from './pglite-thread/client';
import { installQueryTurns } from './query-turns';
import type { Db, DbHandle } from './types';
import type { PGlite } from '@electric-sql/pglite';

export const MIGRATIONS_DIR = path.join(process.cwd(), 'lib/db/migrations');
const drizzleOptions = { schema, casing: 'snake_case' as const };

/**
 * Embedded PostgreSQL. In a data folder (the server's): on a thread of its own (./pglite-thread/client.ts), so its
 * queries run beside the event loop. In memory (dir null: the tests' copies of a migrated database) on this thread.
 */
export async function openPglite(dir: string | null, loadDataDir?: Blob): Promise<DbHandle> {
  const { drizzle } = await import('drizzle-orm/pglite');
  let release = () => {};
  if (dir) {
    fs.mkdirSync(path.dirname(path.resolve(dir)), { recursive: true });
    release = acquirePgliteLock(dir);
  }
  try {
    const client = dir ? await PgliteOnThread.open(path.resolve(dir)) : await openInMemory(loadDataDir);
    installQueryTurns(client);
    // Drizzle's driver asks of its client only query and transaction, which the thread's client answers as PGlite does.
    const db = drizzle(client as PGlite, drizzleOptions) as unknown as Db;
    return {
      db,
      kind: 'pglite',
      async close() {
        await client.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

async function openInMemory(loadDataDir?: Blob) {
  const { PGlite } = await import('@electric-sql/pglite');
  const client = new PGlite({ loadDataDir });
  await client.waitReady;
  return client;
}

export async function openPostgres(url: string): Promise<DbHandle> {
  const { Pool } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const pool = new Pool({ connectionString: url, max: 10 });
  // An idle connection dropped by the server (restart, failover, admin termination) is reported on the
  // pool; without a listener Node treats it as an unhandled error and the whole process dies.
  pool.on('error', (error) => console.error(`[db] idle PostgreSQL connection lost: ${error.message}`));
  const db = drizzle(pool, drizzleOptions);
  return { db, kind: 'postgres', close: () => pool.end() };
}

/** Applies the committed drizzle-kit migrations. An advisory lock keeps concurrent starts from racing. */
export async function migrateDatabase(handle: DbHandle): Promise<void> {
  if (handle.kind === 'pglite') {
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    await migrate(handle.db as never, { migrationsFolder: MIGRATIONS_DIR });
    return;
  }
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  // An advisory lock belongs to one connection: lock, migrate and unlock on the same pooled client.
  const pool = (handle.db as unknown as { $client: import('pg').Pool }).$client;
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [ADVISORY_LOCKS.migrate]);
    try {
      await migrate(drizzle(client, drizzleOptions), { migrationsFolder: MIGRATIONS_DIR });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [ADVISORY_LOCKS.migrate]);
    }
  } finally {
    client.release();
  }
}

export type { Db, DbHandle };

import 'server-only';
import type { Pool } from 'pg';
import type { DbHandle } from './types';

/**
 * Keys of the PostgreSQL advisory locks the app takes, one number per kind of work. Never take one
 * of these while already holding it on another connection: advisory locks are not re-entrant across
 * connections (seeding takes `seed` per step, in lib/db/seed/lock.ts).
 */
export const ADVISORY_LOCKS = {
  migrate: 72727201,
  seed: 72727202,
  sheetSync: 72727203,
  practiceFiles: 72727204,
} as const;

/**
 * Runs `work` while holding a PostgreSQL advisory lock, so instances sharing one database do it one
 * at a time (the next one then finds it done, e.g. the sheet sync finds the sheet up to date). The lock belongs to one connection: it is taken, held and released on the same pooled
 * client. The embedded database has a single process, so there is nothing to lock.
 */
export async function withAdvisoryLock<T>(handle: DbHandle, key: number, work: () => Promise<T>): Promise<T> {
  if (handle.kind !== 'postgres') return work();
  const pool = (handle.db as unknown as { $client: Pool }).$client;
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [key]);
    try {
      return await work();
    } finally {
      await client.query('select pg_advisory_unlock($1)', [key]);
    }
  } finally {
    client.release();
  }
}

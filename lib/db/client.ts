import 'server-only';
import { env } from '../env';
import { migrateDatabase, openPglite, openPostgres } from './open';
import type { Db, DbHandle } from './types';

// The database opens on first use, never at import: `next build` must not touch it.
let opening: Promise<DbHandle> | null = null;

async function openConfiguredDatabase(): Promise<DbHandle> {
  const { DATABASE_URL, PGLITE_DIR } = env();
  const handle = DATABASE_URL ? await openPostgres(DATABASE_URL) : await openPglite(PGLITE_DIR);
  await migrateDatabase(handle);
  return handle;
}

export async function getDbHandle(): Promise<DbHandle> {
  if (!opening) {
    opening = openConfiguredDatabase().catch((error) => {
      opening = null;
      throw error;
    });
  }
  return opening;
}

export async function getDb(): Promise<Db> {
  return (await getDbHandle()).db;
}

/** Integration tests install a fresh database per file instead of the configured one. */
export function useDatabaseHandle(handle: DbHandle): void {
  opening = Promise.resolve(handle);
}

export async function closeDb(): Promise<void> {
  const current = opening;
  opening = null;
  if (current) await (await current).close();
}

export type { Db };

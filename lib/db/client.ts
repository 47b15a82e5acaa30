import 'server-only';
import { env } from '../env';
import { migrateDatabase, openPglite, openPostgres } from './open';
import type { Db, DbHandle } from './types';

// The database opens on first use, never at import: `next build` must not touch it.
// Next bundles instrumentation, pages and route handlers separately, each with its own copy of this
// module, so the one open handle is kept on globalThis: a second PGlite on the same folder would be refused.
const slot = globalThis as typeof globalThis & { __qaAcademyDb?: Promise<DbHandle> | null };

async function openConfiguredDatabase(): Promise<DbHandle> {
  const { DATABASE_URL, PGLITE_DIR } = env();
  const handle = DATABASE_URL ? await openPostgres(DATABASE_URL) : await openPglite(PGLITE_DIR);
  await migrateDatabase(handle);
  return handle;
}

export async function getDbHandle(): Promise<DbHandle> {
  if (!slot.__qaAcademyDb) {
    slot.__qaAcademyDb = openConfiguredDatabase().catch((error) => {
      slot.__qaAcademyDb = null;
      throw error;
    });
  }
  return slot.__qaAcademyDb;
}

export async function getDb(): Promise<Db> {
  return (await getDbHandle()).db;
}

/** Integration tests install a fresh database per file instead of the configured one. */
export function installDatabaseHandle(handle: DbHandle): void {
  slot.__qaAcademyDb = Promise.resolve(handle);
}

export async function closeDb(): Promise<void> {
  const current = slot.__qaAcademyDb;
  slot.__qaAcademyDb = null;
  if (current) await (await current).close();
}

export type { Db };

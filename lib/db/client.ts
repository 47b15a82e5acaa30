import 'server-only';
import { processSlot } from '../cache/process-singleton';
import { env } from '../env';
import { migrateDatabase, openPglite, openPostgres } from './open';
import type { Db, DbHandle } from './types';

// The database opens on first use, never at import: `next build` must not touch it.
// Next bundles instrumentation, pages and route handlers separately, each with its own copy of this
// module, so the one open handle is kept on globalThis: a second PGlite on the same folder would be refused.
const handleSlot = () => processSlot<Promise<DbHandle>>('database');

async function openConfiguredDatabase(): Promise<DbHandle> {
  const { DATABASE_URL, PGLITE_DIR } = env();
  const handle = DATABASE_URL ? await openPostgres(DATABASE_URL) : await openPglite(PGLITE_DIR);
  await migrateDatabase(handle);
  return handle;
}

export async function getDbHandle(): Promise<DbHandle> {
  const slot = handleSlot();
  slot.value ??= openConfiguredDatabase().catch((error) => {
    slot.value = null;
    throw error;
  });
  return slot.value;
}

export async function getDb(): Promise<Db> {
  return (await getDbHandle()).db;
}

/** Integration tests install a fresh database per file instead of the configured one. */
export function installDatabaseHandle(handle: DbHandle): void {
  handleSlot().value = Promise.resolve(handle);
}

export async function closeDb(): Promise<void> {
  const current = handleSlot().value;
  handleSlot().value = null;
  if (current) await (await current).close();
}

export type { Db };

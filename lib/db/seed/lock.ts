import { sql } from 'drizzle-orm';
import type { Db } from '../types';

export type SeedTx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Runs one seeding step in a transaction that first takes a transaction-scoped advisory lock.
 * Several app instances may start together against one PostgreSQL database; the lock makes each
 * "is the table empty? then insert" step atomic, so they never seed twice.
 */
export function inSeedTransaction<T>(db: Db, step: (tx: SeedTx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    // Arbitrary constant shared by every process of this app (migrations use 72727201).
    await tx.execute(sql`select pg_advisory_xact_lock(72727202)`);
    return step(tx);
  });
}

import { sql } from 'drizzle-orm';
import { ADVISORY_LOCKS } from '../advisory-lock';
import type { Db, DbTx } from '../types';

export type SeedTx = DbTx;

/**
 * Runs one seeding step in a transaction that first takes a transaction-scoped advisory lock.
 * Several app instances may start together against one PostgreSQL database; the lock makes each
 * "is the table empty? then insert" step atomic, so they never seed twice.
 */
export function inSeedTransaction<T>(db: Db, step: (tx: SeedTx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ADVISORY_LOCKS.seed})`);
    return step(tx);
  });
}

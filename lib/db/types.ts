import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type * as schema from './schema';

// Both drivers expose the same query builder; the app is typed against one of them.
export type Db = NodePgDatabase<typeof schema>;
/** A transaction on it. */
export type DbTx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Either: for queries that run inside a caller's transaction or on their own. */
export type DbOrTx = Db | DbTx;

export interface DbHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type * as schema from './schema';

// Both drivers expose the same query builder; the app is typed against one of them.
export type Db = NodePgDatabase<typeof schema>;

export interface DbHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

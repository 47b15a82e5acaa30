import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb } from './db/client';
import { isDraining } from './server-lifecycle';

export interface Health {
  status: 'ok' | 'draining' | 'unavailable';
  database: 'ok' | 'unreachable';
}

// A balancer polls every second: a database that takes longer than this counts as down.
const DATABASE_TIMEOUT_MS = 2_000;

/** Whether this instance should get traffic: not stopping, and its database answers. */
export async function checkHealth(): Promise<Health> {
  let database: Health['database'] = 'ok';
  try {
    const db = await getDb();
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('timeout')), DATABASE_TIMEOUT_MS);
    });
    await Promise.race([db.execute(sql`select 1`), timeout]).finally(() => clearTimeout(timer));
  } catch {
    database = 'unreachable';
  }
  if (database !== 'ok') return { status: 'unavailable', database };
  return { status: isDraining() ? 'draining' : 'ok', database };
}

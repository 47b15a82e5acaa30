import { givingWay } from '@/lib/concurrency/give-way';
import { getDb } from '@/lib/db/client';

/** One query the database was asked: its SQL, and whether it was asked giving way (lib/concurrency/give-way.ts). */
export interface LoggedQuery {
  sql: string;
  givingWay: boolean;
}

/** The SQL of a query as either client takes it: a string (PGlite, pg), or pg's query config `{ text, values, … }`. */
function sqlOf(query: unknown): string {
  return typeof query === 'object' && query !== null && 'text' in query ? String(query.text) : String(query);
}

/** Each query the database is asked while `work` runs: counted, not timed, for tests of what a request costs. */
export async function queriesOf(work: () => Promise<unknown>): Promise<LoggedQuery[]> {
  const client = ((await getDb()) as unknown as { $client: { query: (...args: never[]) => Promise<unknown> } }).$client;
  const query = client.query;
  const seen: LoggedQuery[] = [];
  client.query = ((...args: never[]) => {
    seen.push({ sql: sqlOf(args[0]), givingWay: givingWay() });
    return query.apply(client, args);
  }) as typeof query;
  try {
    await work();
  } finally {
    client.query = query;
  }
  return seen;
}

import { givingWay, waitForTurn } from '../concurrency/give-way';

/**
 * Wraps an embedded database's `query` so that work giving way (lib/concurrency/give-way.ts) waits for its turn of the
 * event loop before each query: PGlite answers a query on the loop's own thread, so a burst of such work would
 * otherwise run its queries back to back. On PostgreSQL a query is a round trip on a socket, which lets the loop turn by
 * itself: only the embedded database is wrapped.
 */
export function installQueryTurns(client: { query: (...args: never[]) => Promise<unknown> }): void {
  const query = client.query.bind(client);
  client.query = (async (...args: never[]) => {
    if (givingWay()) await waitForTurn();
    return query(...args);
  }) as typeof client.query;
}

import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { giveWayFromNow, withGiveWayContext } from '@/lib/concurrency/give-way';
import { countLoopTurns } from '@/tests/helpers/loop-turns';
import { setupFreshDatabase } from './../helpers/test-db';

// lib/db/query-turns.ts: on the embedded database, work that gives way (lib/concurrency/give-way.ts) waits for a turn of
// the event loop before each query; other work's queries run as before. The test reads on which turn each query was
// answered, never a time.

const getDb = setupFreshDatabase();

async function turnsOfThreeQueries(): Promise<number[]> {
  const loop = countLoopTurns();
  const answeredOn: number[] = [];
  for (let i = 0; i < 3; i++) {
    await getDb().execute(sql`select 1`);
    answeredOn.push(loop.turns);
  }
  loop.stop();
  return answeredOn;
}

it('queries of work that gives way are answered one per turn of the event loop; other queries as they come', async () => {
  const given = await withGiveWayContext(async () => {
    giveWayFromNow();
    return turnsOfThreeQueries();
  });
  for (let i = 1; i < given.length; i++) expect(given[i]).toBeGreaterThan(given[i - 1]);

  const notGiven = await withGiveWayContext(() => turnsOfThreeQueries());
  expect(new Set(notGiven).size).toBe(1);
});

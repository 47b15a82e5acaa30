import { describe, expect, it } from 'vitest';
import { countLoopTurns } from '@/tests/helpers/loop-turns';
import { givingWay, giveWayFromNow, waitForTurn, waitingForTurn, withGiveWayContext } from '@/lib/concurrency/give-way';

// The lane lets one waiter go per turn of the event loop; the test reads the order of events and turns, not their times.
describe('work that gives way (lib/concurrency/give-way.ts)', () => {
  it('lets one waiter go per turn of the event loop, in the order they came', async () => {
    const events: string[] = [];
    countLoopTurns({ upTo: 8, onTurn: () => events.push('turn') });
    await Promise.all([1, 2, 3, 4].map((i) => waitForTurn().then(() => events.push(`waiter ${i}`))));
    const waiters = events.filter((event) => event !== 'turn');
    expect(waiters).toEqual(['waiter 1', 'waiter 2', 'waiter 3', 'waiter 4']);
    // Between two waiters at least one other turn ran.
    const positions = waiters.map((waiter) => events.indexOf(waiter));
    for (let i = 1; i < positions.length; i++) expect(events.slice(positions[i - 1] + 1, positions[i])).toContain('turn');
    expect(waitingForTurn()).toBe(0);
  });

  it('gives way only inside a context switched to it', async () => {
    expect(givingWay()).toBe(false);
    await withGiveWayContext(async () => {
      expect(givingWay()).toBe(false);
      giveWayFromNow();
      await Promise.resolve();
      expect(givingWay()).toBe(true);
    });
    await withGiveWayContext(async () => expect(givingWay()).toBe(false));
    giveWayFromNow();
    expect(givingWay()).toBe(false);
  });
});

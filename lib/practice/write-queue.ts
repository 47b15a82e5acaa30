import { processSingleton } from '../cache/process-singleton';

/**
 * Runs the writes of one key (a learner's exercise) one after another in this process, in arrival order.
 * A write compares and swaps the row's version (./state-store.ts); queued here, the writes of one learner's
 * parallel suite on one instance never collide and retry, so only writes from another instance can.
 * One map per process, whichever route bundle calls.
 */
const tails = () => processSingleton('practice-write-queue', () => new Map<string, Promise<void>>());

export function oneAtATime<R>(key: string, write: () => Promise<R>): Promise<R> {
  const queue = tails();
  const run = (queue.get(key) ?? Promise.resolve()).then(write);
  // The tail never rejects (a refused write does not hold up the next), and goes with the key's last write.
  const tail = run.then(
    () => undefined,
    () => undefined,
  );
  queue.set(key, tail);
  void tail.then(() => {
    if (queue.get(key) === tail) queue.delete(key);
  });
  return run;
}

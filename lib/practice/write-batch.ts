import { processSingleton } from '../cache/process-singleton';
import { oneAtATime } from './write-queue';

/**
 * Group commit for one key (a learner's exercise): writes that arrive while an earlier write of the same key is
 * being stored do not each wait for a statement of their own; they gather in the next batch, which `store` takes
 * whole once the earlier one is done (./write-queue.ts keeps the order). A learner's suite with 32 parallel
 * writers then costs one statement per batch instead of one per request, and every request still gets its answer
 * only after its change is stored. `store` settles each entry itself and never rejects.
 */
const openBatches = () => processSingleton('practice-write-batches', () => new Map<string, unknown[]>());

export function joinBatch<E>(key: string, entry: E, store: (entries: E[]) => Promise<void>): void {
  const open = openBatches();
  const waiting = open.get(key) as E[] | undefined;
  if (waiting) {
    waiting.push(entry);
    return;
  }
  const entries = [entry];
  open.set(key, entries);
  void oneAtATime(key, () => {
    // From here on the batch is closed: later writes open the next one, which waits for this one's store.
    if (open.get(key) === entries) open.delete(key);
    return store(entries);
  });
}

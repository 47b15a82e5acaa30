import { processSingleton } from '../cache/process-singleton';

/** One write waiting in a key's queue: what it asks for, and how its caller hears the outcome. */
export interface QueuedWrite<W> {
  write: W;
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

/**
 * Runs the writes of one key (a learner's exercise) in this process in arrival order, one batch at a time: the writes
 * that arrive while a batch is being stored wait, and then go together as the next batch (group commit). A learner's
 * parallel suite thus costs one database statement per batch rather than one per request, and its writes never
 * collide with each other; only writes from another instance can (./state-store.ts). With one write at a time, a
 * batch is that one write.
 *
 * `store` must settle every write of the batch it is given. One map per process, whichever route bundle calls.
 */
const queues = () => processSingleton('practice-write-batches', () => new Map<string, QueuedWrite<unknown>[]>());

export function inBatches<W, R>(key: string, write: W, store: (batch: QueuedWrite<W>[]) => Promise<void>): Promise<R> {
  return new Promise<R>((resolve, reject) => {
    const all = queues();
    const queued = { write, resolve: resolve as (value: unknown) => void, reject };
    const waiting = all.get(key);
    if (waiting) {
      // A batch of this key is being stored: this write joins the next one.
      waiting.push(queued);
      return;
    }
    all.set(key, [queued]);
    void drain(key, store as (batch: QueuedWrite<unknown>[]) => Promise<void>);
  });
}

/** Stores the key's batches until none is waiting. */
async function drain(key: string, store: (batch: QueuedWrite<unknown>[]) => Promise<void>): Promise<void> {
  const all = queues();
  // The first batch starts once this turn of the event loop has read what arrived with it: the embedded database
  // answers without waiting on I/O, so without this pause the writes of a learner's parallel requests would never
  // meet in a batch. When one write arrives alone it waits for nothing (setImmediate runs right after the I/O phase).
  await new Promise((resolve) => setImmediate(resolve));
  for (;;) {
    const batch = all.get(key)!;
    if (batch.length === 0) {
      all.delete(key);
      return;
    }
    all.set(key, []);
    try {
      await store(batch);
    } catch (error) {
      // The store could not finish (the database failed): every write of the batch hears it; the queue goes on.
      for (const each of batch) each.reject(error);
    }
  }
}

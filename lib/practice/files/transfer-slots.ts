import 'server-only';
import { processSingleton } from '../../cache/process-singleton';

// Practice file bytes stream through the server's one thread a chunk at a time; every transfer in flight
// adds its chunks to the queue the other requests wait in. So a learner's uploads and downloads take turns:
// at most LEARNER_SLOTS of one learner, and GLOBAL_SLOTS of everyone's, stream at once on this instance;
// the others wait (their bodies are not read meanwhile) instead of being refused, so a learner's parallel
// test suite still gets every answer. bench/practice-uploads.ts measures what this keeps for everyone else.

export const LEARNER_SLOTS = 2;
export const GLOBAL_SLOTS = 8;
/**
 * A transfer keeps its turn at most this long: a client that stops reading a download (or sending an
 * upload) must not hold the others back. A 4 MB transfer takes well under a second.
 */
export const MAX_TURN_MS = 30_000;

/** A counting semaphore: `take` resolves once a slot is free, with the function that frees it. */
class Slots {
  private used = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly size: number) {}

  get idle(): boolean {
    return this.used === 0 && this.waiting.length === 0;
  }

  async take(): Promise<() => void> {
    if (this.used < this.size) this.used += 1;
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    let freed = false;
    return () => {
      if (freed) return;
      freed = true;
      const next = this.waiting.shift();
      // The slot passes straight to the next in line; `used` only drops when nobody waits.
      if (next) next();
      else this.used -= 1;
    };
  }
}

interface SlotState {
  global: Slots;
  learners: Map<string, Slots>;
}

const state = () => processSingleton<SlotState>('practice-transfer-slots', () => ({ global: new Slots(GLOBAL_SLOTS), learners: new Map() }));

/** Waits for the learner's turn, then for a slot of the instance; answers the function that frees both. */
export async function takeTransferSlot(userId: string): Promise<() => void> {
  const { global, learners } = state();
  let mine = learners.get(userId);
  if (!mine) {
    mine = new Slots(LEARNER_SLOTS);
    learners.set(userId, mine);
  }
  const freeMine = await mine.take();
  const freeGlobal = await global.take();
  let freed = false;
  const free = () => {
    if (freed) return;
    freed = true;
    clearTimeout(timer);
    freeGlobal();
    freeMine();
    if (mine.idle) learners.delete(userId);
  };
  const timer = setTimeout(free, MAX_TURN_MS);
  timer.unref();
  return free;
}

/** `body` as it is, calling `release` once it has been read to the end, failed, or been cancelled. */
export function releasingWhenDone(body: ReadableStream<Uint8Array>, release: () => void): ReadableStream<Uint8Array> {
  const reader = body.getReader();
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        try {
          const { done, value } = await reader.read();
          if (done) {
            release();
            controller.close();
          } else controller.enqueue(value);
        } catch (error) {
          release();
          controller.error(error);
        }
      },
      cancel(reason) {
        release();
        return reader.cancel(reason);
      },
    },
    { highWaterMark: 0 },
  );
}

import 'server-only';
import { LRUCache } from 'lru-cache';
import { processSingleton } from '../../cache/process-singleton';

// Every byte of a practice file passes through the server's one thread (in chunks, but it passes). Taking
// turns (./transfer-slots.ts) bounds how many transfers run at once, not how much of the thread they take:
// one learner moving 4 MB files back to back at full speed still took most of it, and everyone else's
// p99 tripled (bench/practice-uploads.ts). So bytes are paced: each learner's uploads and downloads together
// pass at most LEARNER_BYTES_PER_SECOND, all learners' at most ALL_BYTES_PER_SECOND on this instance, with a
// burst so that an ordinary file (up to 1 MB) is never slowed. Pacing delays reading the request (TCP holds
// the client back) or producing the download; nothing is refused.

const MB = 1024 * 1024;
export const LEARNER_BYTES_PER_SECOND = 8 * MB;
export const LEARNER_BURST_BYTES = 2 * MB;
export const ALL_BYTES_PER_SECOND = 32 * MB;
export const ALL_BURST_BYTES = 8 * MB;

/** A token bucket that lends: taking more than it holds is allowed, and answers how long to wait for it. */
export class ByteBucket {
  private tokens: number;
  private at: number;

  constructor(
    private readonly rate: number,
    private readonly burst: number,
    now = Date.now(),
  ) {
    this.tokens = burst;
    this.at = now;
  }

  /** Takes `bytes`; answers the milliseconds until they are paid for (0: at once). */
  take(bytes: number, now = Date.now()): number {
    this.tokens = Math.min(this.burst, this.tokens + ((now - this.at) / 1000) * this.rate);
    this.at = now;
    this.tokens -= bytes;
    return this.tokens >= 0 ? 0 : Math.ceil((-this.tokens / this.rate) * 1000);
  }
}

interface PaceState {
  all: ByteBucket;
  learners: LRUCache<string, ByteBucket>;
}

// A learner not seen for long has a full bucket anyway: forgetting them costs nothing.
const state = () =>
  processSingleton<PaceState>('practice-transfer-pace', () => ({
    all: new ByteBucket(ALL_BYTES_PER_SECOND, ALL_BURST_BYTES),
    learners: new LRUCache<string, ByteBucket>({ max: 10_000 }),
  }));

/** Waits until `bytes` more of this learner's transfer may pass. */
export async function paceBytes(userId: string, bytes: number): Promise<void> {
  const { all, learners } = state();
  let mine = learners.get(userId);
  if (!mine) {
    mine = new ByteBucket(LEARNER_BYTES_PER_SECOND, LEARNER_BURST_BYTES);
    learners.set(userId, mine);
  }
  const wait = Math.max(mine.take(bytes), all.take(bytes));
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
}

/** A download's body, each chunk passed on once the learner's pace allows it. */
export function pacedBody(body: ReadableStream<Uint8Array>, userId: string): ReadableStream<Uint8Array> {
  const reader = body.getReader();
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const { done, value } = await reader.read();
        if (done) return controller.close();
        await paceBytes(userId, value.byteLength);
        controller.enqueue(value);
      },
      cancel: (reason) => reader.cancel(reason),
    },
    { highWaterMark: 0 },
  );
}

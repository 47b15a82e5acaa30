import 'server-only';
import { ApiError } from '../../api/errors';
import { processSingleton } from '../../cache/process-singleton';
import { isDraining, onDrain } from '../../server-lifecycle';
import { INBOX_FIGURES } from './figures';
import { INBOX_MSG } from './messages';

// The inbox's long-poll (docs/architecture.md#practice-inbox): a read with `wait` that found nothing holds the
// request until mail may have come for the learner, the wait ends, the client goes away, or the server stops.
// Nothing polls the database on a timer: a delivery wakes the learner's waiters (here at once, on the other
// instances through the peer channel, lib/cluster/join-peers.ts), and each re-reads. Bounded per learner and per
// instance, so one learner cannot hold many requests open, and answered at once when the stop begins, so a
// graceful stop is not held up by them.

export type WakeReason = 'mail' | 'timeout' | 'gone' | 'stopping';

interface Waiter {
  wake: (reason: WakeReason) => void;
}

interface WaitState {
  waiters: Map<string, Set<Waiter>>;
  /** Waits that hold a slot now, per learner and in all. */
  slots: Map<string, number>;
  total: number;
  drainHooked: boolean;
}

const state = () =>
  processSingleton<WaitState>('practice-inbox-waits', () => ({ waiters: new Map(), slots: new Map(), total: 0, drainHooked: false }));

function hookDrain(waits: WaitState): void {
  if (waits.drainHooked) return;
  waits.drainHooked = true;
  onDrain(() => wakeEveryone(waits, 'stopping'));
}

function wakeEveryone(waits: WaitState, reason: WakeReason): void {
  for (const set of waits.waiters.values()) for (const waiter of [...set]) waiter.wake(reason);
}

/** Mail may have come for the learner: their waiting reads on this instance read again. */
export function wakeInboxHere(userId: string): void {
  for (const waiter of [...(state().waiters.get(userId) ?? [])]) waiter.wake('mail');
}

/** This instance may have missed deliveries (the peer channel was down): every waiting read reads again. */
export function wakeAllInboxesHere(): void {
  wakeEveryone(state(), 'mail');
}

/** How many reads wait now (for the tests and the shutdown check). */
export function waitingReads(userId?: string): number {
  const waits = state();
  return userId === undefined ? waits.total : (waits.slots.get(userId) ?? 0);
}

/** Takes one of the learner's wait slots, or refuses with 429 when they (or this instance) have none left. */
function takeSlot(userId: string): () => void {
  const waits = state();
  const mine = waits.slots.get(userId) ?? 0;
  if (mine >= INBOX_FIGURES.waitsPerLearner) throw new ApiError(429, INBOX_MSG.tooManyWaits, undefined, { 'Retry-After': '1' }, 'TOO_MANY_WAITS');
  if (waits.total >= INBOX_FIGURES.waitsPerInstance) throw new ApiError(429, INBOX_MSG.serverBusy, undefined, { 'Retry-After': '1' }, 'TOO_MANY_WAITS');
  waits.slots.set(userId, mine + 1);
  waits.total++;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const left = (waits.slots.get(userId) ?? 1) - 1;
    if (left > 0) waits.slots.set(userId, left);
    else waits.slots.delete(userId);
    waits.total--;
  };
}

/** A listener for the learner's next wake, registered before the read it follows, so no delivery falls between. */
function listen(userId: string): { next: Promise<WakeReason>; wake: (reason: WakeReason) => void; stop: () => void } {
  const waits = state();
  let wake!: (reason: WakeReason) => void;
  const next = new Promise<WakeReason>((resolve) => (wake = resolve));
  const waiter: Waiter = { wake: (reason) => wake(reason) };
  const set = waits.waiters.get(userId) ?? new Set<Waiter>();
  set.add(waiter);
  waits.waiters.set(userId, set);
  const stop = () => {
    set.delete(waiter);
    if (set.size === 0 && waits.waiters.get(userId) === set) waits.waiters.delete(userId);
  };
  return { next, wake: waiter.wake, stop };
}

/**
 * Reads with `read` until it finds something (`found`), for at most `waitMs`: the first read answers at once
 * when it finds something, when no wait was asked for, or while the server stops; otherwise the request takes
 * one of the learner's wait slots (429 TOO_MANY_WAITS when none is left) and reads again at each wake.
 * Answers the last read: empty when the wait ran out, the client left or the server began to stop.
 */
export async function readOrWait<T>(userId: string, waitMs: number, signal: AbortSignal | null, read: () => Promise<T>, found: (value: T) => boolean): Promise<T> {
  const waits = state();
  hookDrain(waits);
  if (waitMs <= 0 || isDraining()) return read();
  let listener = listen(userId);
  let release: (() => void) | null = null;
  const deadline = Date.now() + waitMs;
  const timer = setTimeout(() => listener.wake('timeout'), waitMs);
  const onAbort = () => listener.wake('gone');
  signal?.addEventListener('abort', onAbort);
  try {
    for (;;) {
      const value = await read();
      if (found(value) || Date.now() >= deadline || signal?.aborted || isDraining()) return value;
      release ??= takeSlot(userId);
      const reason = await listener.next;
      if (reason !== 'mail') return reason === 'timeout' ? read() : value;
      listener.stop();
      listener = listen(userId);
    }
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onAbort);
    listener.stop();
    release?.();
  }
}

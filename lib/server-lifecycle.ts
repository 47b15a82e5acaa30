import { processSingleton } from './cache/process-singleton';

interface Lifecycle {
  draining: boolean;
  closers: Array<() => Promise<void>>;
  /** Told at once when the stop begins, before the requests in flight finish (long-polls answer then). */
  drainListeners: Array<() => void>;
}

// Not under 'lifecycle': processSingleton would name it qa-academy.lifecycle, the slot exposeLifecycle() fills for
// server.mjs, and the two objects would overwrite each other (the listeners registered before the exposure lost).
const state = () => processSingleton<Lifecycle>('lifecycle-state', () => ({ draining: false, closers: [], drainListeners: [] }));

/** Where server.mjs finds beginDrain/close (a registered symbol: separate bundles). */
export const LIFECYCLE_SLOT = Symbol.for('qa-academy.lifecycle');

/** True once the server was asked to stop: the health check then answers 503 so balancers move on. */
export function isDraining(): boolean {
  return state().draining;
}

/** Registers something to close (the database, the peer channel) after the last request finished. */
export function onShutdown(close: () => Promise<void>): void {
  state().closers.push(close);
}

/**
 * Registers something to tell as soon as the stop begins: a request that would otherwise wait (the practice inbox's
 * long-poll) answers at once, so the graceful stop is not held up by it.
 */
export function onDrain(listener: () => void): void {
  state().drainListeners.push(listener);
}

/** Starts the stop: the health check turns 503 and the drain listeners are told. */
export function beginDrain(): void {
  const lifecycle = state();
  lifecycle.draining = true;
  for (const listener of lifecycle.drainListeners) {
    try {
      listener();
    } catch (error) {
      console.error('[shutdown] a drain listener failed', error);
    }
  }
}

/** Offers server.mjs the two steps of a graceful stop (it owns the HTTP server and the waiting). */
export function exposeLifecycle(): void {
  (globalThis as Record<symbol, unknown>)[LIFECYCLE_SLOT] = {
    beginDrain,
    async close() {
      // Last registered, first closed: the peer channel before the database it announces through.
      for (const close of [...state().closers].reverse()) {
        await close().catch((error: unknown) => console.error('[shutdown] could not close cleanly', error));
      }
    },
  };
}

import { processSingleton } from './cache/process-singleton';

interface Lifecycle {
  draining: boolean;
  closers: Array<() => Promise<void>>;
}

const state = () => processSingleton<Lifecycle>('lifecycle', () => ({ draining: false, closers: [] }));

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

/** Offers server.mjs the two steps of a graceful stop (it owns the HTTP server and the waiting). */
export function exposeLifecycle(): void {
  (globalThis as Record<symbol, unknown>)[LIFECYCLE_SLOT] = {
    beginDrain() {
      state().draining = true;
    },
    async close() {
      // Last registered, first closed: the peer channel before the database it announces through.
      for (const close of [...state().closers].reverse()) {
        await close().catch((error: unknown) => console.error('[shutdown] could not close cleanly', error));
      }
    },
  };
}

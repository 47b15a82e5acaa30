import { describe, expect, it } from 'vitest';
import { exposeLifecycle, isDraining, LIFECYCLE_SLOT, onDrain, onShutdown } from '@/lib/server-lifecycle';

// docs/architecture.md#shutdown-and-health: what the app registers before it hands server.mjs its two steps is still
// there when server.mjs takes them. The app's own state once shared the slot server.mjs reads, so exposing the steps
// replaced it: the database and the peer channel, registered first at start, were never closed.

describe('the server lifecycle', () => {
  it('tells the drain listeners when the stop begins and runs the closers at the end, last registered first', async () => {
    const steps: string[] = [];
    onShutdown(async () => void steps.push('close database'));
    onShutdown(async () => void steps.push('close peers'));
    onDrain(() => steps.push('answer long-polls'));
    exposeLifecycle();
    const lifecycle = (globalThis as Record<symbol, { beginDrain(): void; close(): Promise<void> } | undefined>)[LIFECYCLE_SLOT]!;

    expect(isDraining()).toBe(false);
    lifecycle.beginDrain();
    expect(isDraining()).toBe(true);
    expect(steps).toEqual(['answer long-polls']);
    await lifecycle.close();
    expect(steps).toEqual(['answer long-polls', 'close peers', 'close database']);
  });
});

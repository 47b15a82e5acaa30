import { expect, type APIResponse } from '@playwright/test';

// One learner's practice-limit window sent across two instances (e2e-cluster/two-instances.spec.ts): the shared limit
// of docs/architecture.md#limits-every-instance-shares, seen from outside.

export type ReadOn = (instance: 'A' | 'B') => Promise<APIResponse>;

export const remaining = (reply: APIResponse) => Number(reply.headers()['ratelimit-remaining']);

/**
 * One window's worth of reads, sent at once (half to each instance) so that it fits in the window even on a loaded
 * machine. Counted once, the replies say every remaining count from limit-1 down to 0 exactly once; counted per
 * instance, each instance would say its own limit-1, limit-2, … and every value would come twice. A window that ended
 * mid-way mixes two windows' counts: this waits for the next window (its end is what the replies say) and sends it
 * again, at most three times, and answers the last one sent.
 */
export async function oneFullWindow(readOn: ReadOn): Promise<APIResponse[]> {
  let window: APIResponse[] = [];
  for (let attempt = 1; attempt <= 3; attempt++) {
    const warmed = [await readOn('A'), await readOn('B')];
    const rest = await Promise.all(Array.from({ length: Number(warmed[0].headers()['ratelimit-limit']) - 2 }, (_, i) => readOn(i % 2 ? 'B' : 'A')));
    window = [...warmed, ...rest];
    const counts = window.map(remaining).sort((x, y) => x - y);
    if (window.every((reply) => reply.status() === 200) && counts.every((count, index) => count === index)) break;
    const reset = Math.max(...window.map((reply) => Number(reply.headers()['ratelimit-reset'] ?? reply.headers()['retry-after'])));
    await new Promise((resolve) => setTimeout(resolve, reset * 1000));
  }
  return window;
}

/** The next read on either instance is the practice API's 429, with its headers and code. */
export async function expectRefusedOnBoth(readOn: ReadOn): Promise<void> {
  for (const instance of ['A', 'B'] as const) {
    const refused = await readOn(instance);
    expect(refused.status(), instance).toBe(429);
    expect(Number(refused.headers()['retry-after'])).toBeGreaterThan(0);
    expect(refused.headers()['ratelimit-remaining']).toBe('0');
    expect(await refused.json()).toEqual({ message: expect.stringContaining('Too many requests'), code: 'RATE_LIMITED' });
  }
}

import { describe, expect, it } from 'vitest';
import { createPriorityGate } from '@/lib/concurrency/priority-gate';

// The gate in front of password hashing (lib/auth/hash-gate.ts): what starts, in which order, and what a hold keeps
// back. Work is a promise the test ends, so every check reads a state.

function heldWork() {
  let end!: () => void;
  const ended = new Promise<void>((resolve) => (end = resolve));
  return { work: () => ended, end };
}

describe('createPriorityGate', () => {
  it('starts at most its capacity, then the highest priority waiting first', async () => {
    const gate = createPriorityGate(1, 3);
    const first = heldWork();
    const order: number[] = [];
    const running = gate.run(2, first.work);
    const later = [2, 1, 0].map((priority) => gate.run(priority, async () => void order.push(priority)));
    expect(gate.running()).toBe(1);
    expect(gate.waiting()).toBe(3);
    first.end();
    await Promise.all([running, ...later]);
    expect(order).toEqual([0, 1, 2]);
  });

  it('holdFrom keeps back that priority and lower ones only; giving it back starts them', async () => {
    const gate = createPriorityGate(4, 3);
    const giveBack = gate.holdFrom(2);
    const low = heldWork();
    const lowRun = gate.run(2, low.work);
    const high = heldWork();
    const highRun = gate.run(1, high.work);
    expect(gate.running()).toBe(1);
    expect(gate.waiting(2)).toBe(1);
    expect(gate.holds()).toBe(1);
    giveBack();
    giveBack();
    expect(gate.holds()).toBe(0);
    expect(gate.running()).toBe(2);
    low.end();
    high.end();
    await Promise.all([lowRun, highRun]);
  });

  it('a reserved slot takes its priority even while the others are held and full', async () => {
    const gate = createPriorityGate(2, 2, { slots: 1, forPriorityAtMost: 0 });
    const other = heldWork();
    const otherRun = gate.run(1, other.work);
    const giveBack = gate.holdFrom(1);
    const waitingOther = gate.run(1, async () => 'other');
    const reserved = await gate.run(0, async () => 'reserved');
    expect(reserved).toBe('reserved');
    expect(gate.waiting(1)).toBe(1);
    giveBack();
    other.end();
    expect(await waitingOther).toBe('other');
    await otherRun;
  });
});

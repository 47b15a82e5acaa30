import 'server-only';

// The one deliberate wait of the Employee service: none in a clean run. EMP-05 (./operations.ts) makes a search by
// name wait this long with the learner's planted bugs live. A timer, so the wait holds no thread and no other request
// waits with it. Tests replace `pause` to check which wait was asked for without waiting.

export const SLOW_SEARCH_MS = 2_000;

export function pause(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

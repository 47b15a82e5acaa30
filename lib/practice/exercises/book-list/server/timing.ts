import 'server-only';

// The one deliberate wait of the Book List API: none in a clean run. BKL-06 (./replies/reviews.ts) makes a book's
// reviews list wait this long with the learner's planted bugs live. A timer, so the wait holds no thread and no
// other request waits with it. Tests replace `pause` to check which wait was asked for without waiting.

export const SLOW_REVIEWS_MS = 2_000;

export function pause(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

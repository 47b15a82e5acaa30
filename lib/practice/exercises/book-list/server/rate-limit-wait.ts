import 'server-only';
import type { ObservedExchange } from '@/lib/api/observed-exchange';
import { endRefusalWait, noteRefusalWait, refusalWaitOf } from '@/lib/practice/challenges/refusal-waits';

// "Wait out the rate limit" (BKL-C18, docs/practice/book-list.md#challenges) needs history: the learner's 429 and its
// Retry-After, then a later request that succeeds no sooner than that. Kept per learner and told to the other
// instances (lib/practice/challenges/refusal-waits.ts), like the request limit it watches, which they share.

/** Records a 429's end (now + Retry-After); answers whether this is a success at or after the end of one. */
export function waitedOutRateLimit(exchange: ObservedExchange, learnerId: string): boolean {
  if (exchange.status === 429) {
    const seconds = Number(exchange.responseHeaders.get('retry-after'));
    if (Number.isFinite(seconds) && seconds >= 0) noteRefusalWait(learnerId, Date.now() + seconds * 1000);
    return false;
  }
  const until = refusalWaitOf(learnerId);
  if (until === undefined || exchange.status >= 400 || Date.now() < until) return false;
  endRefusalWait(learnerId);
  return true;
}

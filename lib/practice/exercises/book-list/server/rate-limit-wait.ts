import 'server-only';
import { LRUCache } from 'lru-cache';
import type { ObservedExchange } from '@/lib/api/observed-exchange';
import { processSingleton } from '@/lib/cache/process-singleton';

// "Wait out the rate limit" (BKL-C18, docs/practice/book-list.md#challenges) needs history: the learner's last 429
// and its Retry-After, then a later request that succeeds no sooner than that. Kept per learner in this instance's
// memory, like the request limit it watches (lib/practice/learner-limit.ts counts per instance too).

// A learner's 429 matters for a window of seconds; 20,000 learners are far beyond a class.
const waits = () => processSingleton('book-list-rate-limit-waits', () => new LRUCache<string, number>({ max: 20_000 }));

/** Records a 429's end (now + Retry-After); answers whether this is a success after the last one ended. */
export function waitedOutRateLimit(exchange: ObservedExchange, learnerId: string): boolean {
  if (exchange.status === 429) {
    const seconds = Number(exchange.responseHeaders.get('retry-after'));
    if (Number.isFinite(seconds) && seconds >= 0) waits().set(learnerId, Date.now() + seconds * 1000);
    return false;
  }
  const until = waits().get(learnerId);
  if (until === undefined || exchange.status >= 400 || Date.now() < until) return false;
  waits().delete(learnerId);
  return true;
}

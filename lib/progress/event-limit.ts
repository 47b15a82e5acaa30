import 'server-only';
import { ApiError } from '../api/errors';
import { PROGRESS_MSG } from '../messages';
import { countHit, limitOf, RATE_RULES } from '../security/rate-limit';

// Progress events are bounded per learner as well as per address (docs/product.md#progress): a real player sends
// about one report in 10 s, so the bound only stops bulk senders, and with it the growth of their event log.

/** Counts one event of the learner; a 429 with Retry-After and a message saying the bound once it is passed. */
export async function countProgressEvent(userId: string): Promise<void> {
  const rule = RATE_RULES.progressEventsPerUser;
  const { count, retryAfter } = await countHit(rule, userId);
  const limit = limitOf(rule);
  if (count > limit) {
    throw new ApiError(429, PROGRESS_MSG.tooManyEvents(`${limit} every ${rule.windowSeconds / 60} minutes`), undefined, { 'Retry-After': String(retryAfter) });
  }
}

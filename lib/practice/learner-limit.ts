import 'server-only';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { ApiError } from '../api/errors';
import { processSingleton } from '../cache/process-singleton';
import { env } from '../env';
import { PRACTICE_LIMIT } from './practice-limit-figures';

/**
 * The practice API's per-learner limit (docs/product.md#request-limit, on every task sheet): a
 * learner's automated suite runs well within it, a load test at full speed meets 429s, so one learner
 * never slows down the rest of the class. Counted in memory per instance (rate-limiter-flexible's
 * RateLimiterMemory, a fixed window), because a database write per request would cost more than most of
 * the replies it guards; behind N instances a learner may get up to N times the figure.
 */
export { PRACTICE_LIMIT };

interface LimitState {
  limiter: RateLimiterMemory;
  limit: number;
}

// RATE_LIMIT_SCALE multiplies it as it does every other limit (the e2e servers and the app's own benchmarks raise them).
const state = () =>
  processSingleton<LimitState>('practice-limit', () => {
    const limit = PRACTICE_LIMIT.requests * env().RATE_LIMIT_SCALE;
    return { limit, limiter: new RateLimiterMemory({ points: limit, duration: PRACTICE_LIMIT.windowSeconds }) };
  });

/** The standard headers (IETF RateLimit fields) a practice API reply carries. */
export type LimitHeaders = Record<'RateLimit-Limit' | 'RateLimit-Remaining' | 'RateLimit-Reset', string>;

function headersOf(limit: number, result: RateLimiterRes): LimitHeaders {
  return {
    'RateLimit-Limit': String(limit),
    'RateLimit-Remaining': String(result.remainingPoints),
    'RateLimit-Reset': String(Math.max(1, Math.ceil(result.msBeforeNext / 1000))),
  };
}

/**
 * The limiter's "no points left" answer. Not `instanceof RateLimiterRes`: the limiter is one per process
 * (processSingleton) but the route handlers and the fast path (lib/fast-path) are separate bundles, each
 * with its own copy of the class, so the answer may come from the other copy.
 */
function isRefusal(value: unknown): value is RateLimiterRes {
  return typeof value === 'object' && value !== null && 'msBeforeNext' in value && 'remainingPoints' in value;
}

/**
 * Counts one practice API request of this learner. Answers the headers for the reply, or throws the 429
 * (with `Retry-After` and the same headers) once the learner's window is full.
 */
export async function countPracticeRequest(userId: string): Promise<LimitHeaders> {
  const { limit, limiter } = state();
  try {
    return headersOf(limit, await limiter.consume(userId));
  } catch (refusal) {
    if (!isRefusal(refusal)) throw refusal;
    const headers = headersOf(limit, refusal);
    throw new ApiError(429, `Too many requests: the practice API takes ${limit} requests per learner every ${PRACTICE_LIMIT.windowSeconds} s. Wait ${headers['RateLimit-Reset']} s.`, undefined, {
      ...headers,
      'Retry-After': headers['RateLimit-Reset'],
    });
  }
}

import 'server-only';
import type { Pool } from 'pg';
import { RateLimiterMemory, RateLimiterPostgres, type RateLimiterAbstract, type RateLimiterRes } from 'rate-limiter-flexible';
import { ApiError } from '../api/errors';
import { waitForTurn } from '../concurrency/give-way';
import { processSingleton } from '../cache/process-singleton';
import { getDbHandle } from '../db/client';
import { env } from '../env';
import { PRACTICE_LIMIT } from './practice-limit-figures';

/**
 * The practice API's per-learner limit (docs/product.md#request-limit, on every task sheet): a learner's automated
 * suite runs well within it, a load test at full speed meets 429s, so one learner never slows down the rest of the
 * class. A fixed window, counted by rate-limiter-flexible:
 * - on the embedded database (one process) in memory (RateLimiterMemory), as cheap as counting gets;
 * - with DATABASE_URL in PostgreSQL (RateLimiterPostgres, table practice_request_limits: one upsert per request), so
 *   any number of instances give a learner the one limit. Once a learner's window is full, each instance refuses
 *   them from memory until it ends (inMemoryBlockOnConsumed): a load test past the limit costs no database write. If
 *   the database fails to count, the instance counts in memory meanwhile (insuranceLimiter), never answering 500.
 */
export { PRACTICE_LIMIT };

interface LimitState {
  limit: number;
  /** The limiter once chosen (the first count asks the database which kind it is). */
  limiter: RateLimiterAbstract | null;
  opening: Promise<RateLimiterAbstract> | null;
}

// RATE_LIMIT_SCALE multiplies it as it does every other limit (the e2e servers and the app's own benchmarks raise them).
const state = () =>
  processSingleton<LimitState>('practice-limit', () => ({ limit: PRACTICE_LIMIT.requests * env().RATE_LIMIT_SCALE, limiter: null, opening: null }));

/** The table practice_request_limits (lib/db/schema/security.ts, created by the migrations). */
const SHARED_TABLE = 'practice_request_limits';

async function openLimiter(limit: number): Promise<RateLimiterAbstract> {
  const memory = new RateLimiterMemory({ keyPrefix: 'practice', points: limit, duration: PRACTICE_LIMIT.windowSeconds });
  const handle = await getDbHandle();
  if (handle.kind !== 'postgres') return memory;
  return new RateLimiterPostgres({
    storeClient: (handle.db as unknown as { $client: Pool }).$client,
    storeType: 'pool',
    tableName: SHARED_TABLE,
    tableCreated: true,
    // One row per learner, rewritten each window: nothing to clear on a timer.
    clearExpiredByTimeout: false,
    keyPrefix: 'practice',
    points: limit,
    duration: PRACTICE_LIMIT.windowSeconds,
    inMemoryBlockOnConsumed: Math.floor(limit) + 1,
    insuranceLimiter: memory,
  });
}

async function limiterOf(limits: LimitState): Promise<RateLimiterAbstract> {
  if (limits.limiter) return limits.limiter;
  limits.opening ??= openLimiter(limits.limit).then(
    (limiter) => (limits.limiter = limiter),
    (error: unknown) => {
      limits.opening = null;
      throw error;
    },
  );
  return limits.opening;
}

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
  const limits = state();
  const { limit } = limits;
  const limiter = limits.limiter ?? (await limiterOf(limits));
  try {
    return headersOf(limit, await limiter.consume(userId));
  } catch (refusal) {
    if (!isRefusal(refusal)) throw refusal;
    // A learner past their limit gives way (lib/concurrency/give-way.ts): their refusal is answered on its own turn of the
    // event loop, one per turn, so a load test at full speed on 16 connections is answered between the class's
    // requests rather than ahead of them (bench:classroom, "beside a load-testing learner").
    await waitForTurn();
    const headers = headersOf(limit, refusal);
    throw new ApiError(429, `Too many requests: the practice API takes ${limit} requests per learner every ${PRACTICE_LIMIT.windowSeconds} s. Wait ${headers['RateLimit-Reset']} s.`, undefined, {
      ...headers,
      'Retry-After': headers['RateLimit-Reset'],
    });
  }
}

// bench/practice-limit-store: what counting the practice API's per-learner limit costs per request, in memory (the
// embedded default, one process) and in PostgreSQL (with DATABASE_URL, shared by every instance:
// lib/practice/learner-limit.ts). Counts BENCH_COUNTS requests (default 4000) of BENCH_LEARNERS learners (default 100,
// taking turns, none past the limit) one after another, then the same at 32 in flight, with the limiter options the
// app uses, on a scratch database of BENCH_DATABASE_URL (or TEST_DATABASE_URL). Medians of BENCH_RUNS runs (default 3);
// prints microseconds per count, and PostgreSQL against memory and against a bare `select 1` round trip (the floor of
// any shared count) as ratios. Asserts nothing.
import crypto from 'node:crypto';
import pg from 'pg';
import { RateLimiterMemory, RateLimiterPostgres } from 'rate-limiter-flexible';
import { median } from './lib/load';

const SERVER = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const COUNTS = Number(process.env.BENCH_COUNTS ?? 4000);
const LEARNERS = Number(process.env.BENCH_LEARNERS ?? 100);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const IN_FLIGHT = 32;
// High enough that no learner reaches it: what is measured is the count of a request that passes.
const POINTS = COUNTS;

if (!SERVER) {
  console.error('bench:practice-limit-store needs BENCH_DATABASE_URL (or TEST_DATABASE_URL), a PostgreSQL server.');
  process.exit(1);
}

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

async function admin(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: SERVER });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** Microseconds per count: `inFlight` counts at a time until COUNTS are done. */
async function perCount(limiter: { consume(key: string): Promise<unknown> }, inFlight: number): Promise<number> {
  const learners = Array.from({ length: LEARNERS }, () => crypto.randomUUID());
  let next = 0;
  const started = process.hrtime.bigint();
  await Promise.all(
    Array.from({ length: inFlight }, async () => {
      while (next < COUNTS) await limiter.consume(learners[next++ % LEARNERS]);
    }),
  );
  return Number(process.hrtime.bigint() - started) / 1000 / COUNTS;
}

const name = `qa_bench_limit_${crypto.randomBytes(4).toString('hex')}`;
await admin(`create database ${name}`);
const pool = new pg.Pool({ connectionString: withDatabase(SERVER, name), max: 10 });
try {
  // The table the migration creates (lib/db/migrations/0015_practice_request_limits.sql).
  await pool.query('create unlogged table practice_request_limits (key varchar(255) primary key not null, points integer default 0 not null, expire bigint)');
  // The floor a shared count cannot go below: one round trip to the database that writes nothing.
  const roundTrip = { consume: () => pool.query('select 1') };
  const figures: Record<string, number[]> = {};
  const add = (label: string, value: number) => (figures[label] ??= []).push(value);
  for (let run = 0; run < RUNS; run++) {
    for (const inFlight of [1, IN_FLIGHT]) {
      const memory = new RateLimiterMemory({ keyPrefix: 'practice', points: POINTS, duration: 10 });
      const shared = new RateLimiterPostgres({
        storeClient: pool,
        storeType: 'pool',
        tableName: 'practice_request_limits',
        tableCreated: true,
        clearExpiredByTimeout: false,
        keyPrefix: 'practice',
        points: POINTS,
        duration: 10,
        inMemoryBlockOnConsumed: POINTS + 1,
        insuranceLimiter: new RateLimiterMemory({ keyPrefix: 'practice', points: POINTS, duration: 10 }),
      });
      const label = inFlight === 1 ? '1 at a time' : `${IN_FLIGHT} in flight`;
      add(`memory, ${label}`, await perCount(memory, inFlight));
      add(`PostgreSQL, ${label}`, await perCount(shared, inFlight));
      add(`select 1, ${label}`, await perCount(roundTrip, inFlight));
    }
  }
  console.log(`Counting one practice request (${COUNTS} counts of ${LEARNERS} learners, median of ${RUNS} runs):`);
  for (const [label, values] of Object.entries(figures)) console.log(`  ${label.padEnd(26)} ${median(values).toFixed(1)} µs per count`);
  for (const label of ['1 at a time', `${IN_FLIGHT} in flight`]) {
    const shared = median(figures[`PostgreSQL, ${label}`]);
    console.log(`  ${label}: PostgreSQL / memory ${(shared / median(figures[`memory, ${label}`])).toFixed(0)}×, PostgreSQL / select 1 ${(shared / median(figures[`select 1, ${label}`])).toFixed(2)}×`);
  }
} finally {
  await pool.end();
  await admin(`drop database if exists ${name} with (force)`);
}

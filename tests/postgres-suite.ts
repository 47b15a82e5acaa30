// The integration files that also run on PostgreSQL (docs/architecture.md#tests), each with what only PostgreSQL can
// show there. The embedded database is the default install and runs every integration file; PostgreSQL, for several
// instances, runs what differs on it: real concurrency between connections, row and advisory locks, LISTEN/NOTIFY
// and the peer channel, migrations and seeding under a lock, and the limits every instance shares. This is the one
// place a file says it needs PostgreSQL; vitest.config.ts reads it, and tests/unit/postgres-suite.test.ts checks
// that every entry names an existing file.

export const POSTGRES_SUITE: Record<string, string> = {
  'tests/integration/postgres-connection-loss.test.ts': 'a dropped server connection exists only on PostgreSQL',
  'tests/integration/postgres-inbox-wake.test.ts': "the practice inbox's long poll woken over LISTEN/NOTIFY",
  'tests/integration/postgres-peer-channel.test.ts': 'caches and sessions dropped on every instance over the peer channel',
  'tests/integration/seed.test.ts': 'migrations and seeding under an advisory lock, as instances started together do them',
  'tests/integration/health.test.ts': 'the health check against a database server that stops answering',
  'tests/integration/rate-limit.test.ts': 'the shared limits: counters in the database, hit from parallel connections',
  'tests/integration/rate-limit-prune.test.ts': 'pruning shared counters while other connections count',
  'tests/integration/postgres-shared-limits.test.ts': "one learner's practice limit and BKL-C18's wait shared by two instances",
  'tests/integration/practice-limit.test.ts': "the learner's practice request limit under parallel requests",
  'tests/integration/code-guessing.test.ts': 'per-account code limits shared by every address and instance',
  'tests/integration/session-ends.test.ts': 'a session ended on one connection refused on the others',
  'tests/integration/payment.test.ts': 'a payment and the paid flag in one transaction',
  'tests/integration/register.test.ts': 'unique e-mail and student IDs under parallel registrations',
  'tests/integration/schedule-sheet-mirror.test.ts': "the sheet sync's advisory lock",
  'tests/integration/pglite-lock.test.ts': 'one process per embedded data folder, and PostgreSQL free of that lock',
  'tests/integration/practice/state-writes.test.ts': "a learner's write batches: compare-and-swap between connections",
  'tests/integration/practice/write-fast-path-state.test.ts': 'the write fast path committing batches on a pool',
  'tests/integration/practice/credentials/tokens.test.ts': 'token limits and revocation under parallel requests',
  'tests/integration/practice/bug-hunt/limits-hints.test.ts': "reports judged one after another under the learner's row lock",
  'tests/integration/practice/bug-hunt/rules.test.ts': 'one credit per defect whatever races',
  'tests/integration/practice/practice-bank/long-poll.test.ts': 'the inbox long poll on a pool of connections',
  'tests/integration/practice/reservation/bookings.test.ts': 'seat bookings racing for the same seat',
  'tests/integration/postgres-suite-rounds.test.ts': "a scoring round taken on one instance met on another; nobody else meets it",
  'tests/integration/progress/videos.test.ts': "video events applied under the learner's row lock",
  'tests/integration/progress/certificate-issue.test.ts': 'a certificate issued once whatever races',
};

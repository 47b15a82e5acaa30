// `npm run db:seed`: applies migrations, then adds the starting data (admin account, programs,
// schedule, demo students and reviews, ads) to DATABASE_URL or the embedded database. Safe to repeat.
// Runs under tsx with --conditions=react-server so the app's `import 'server-only'` modules load.
import { env } from '../lib/env';
import { migrateDatabase, openPglite, openPostgres } from '../lib/db/open';
import { DatabaseLockedError } from '../lib/db/pglite-lock';
import { describeSeedSummary, seedDatabase } from '../lib/db/seed';

async function main() {
  const { DATABASE_URL, PGLITE_DIR } = env();
  const handle = DATABASE_URL ? await openPostgres(DATABASE_URL) : await openPglite(PGLITE_DIR);
  try {
    await migrateDatabase(handle);
    const summary = await seedDatabase(handle.db);
    console.log(describeSeedSummary(summary));
    console.log(`Database: ${handle.kind === 'pglite' ? `embedded (${PGLITE_DIR})` : 'PostgreSQL (DATABASE_URL)'}`);
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  // A locked folder or a bad .env is the operator's to fix: the message says how; a stack adds nothing.
  const expected =
    error instanceof DatabaseLockedError ||
    (error instanceof Error && error.message.startsWith('Invalid environment configuration'));
  console.error(expected ? (error as Error).message : error);
  process.exit(1);
});

// `npm run db:migrate`: applies the committed migrations to DATABASE_URL (or the embedded database).
import { env } from '../lib/env';
import { migrateDatabase, openPglite, openPostgres } from '../lib/db/open';

async function main() {
  const { DATABASE_URL, PGLITE_DIR } = env();
  const handle = DATABASE_URL ? await openPostgres(DATABASE_URL) : await openPglite(PGLITE_DIR);
  try {
    await migrateDatabase(handle);
    console.log(`Migrations applied (${handle.kind}).`);
  } finally {
    await handle.close();
  }
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});

import 'server-only';
import { assertSharedSecret } from '../auth/secret';
import { env } from '../env';
import { moveLegacyPracticeFiles } from '../practice/files/legacy-move';
import { requestScheduleSheetSync, whenScheduleSheetSettled } from '../schedule/sheet/mirror';
import { sweepLeftoverPartials } from '../storage';
import { assertMediaStoreAnswers } from '../storage/startup-check';
import { getDb } from './client';
import { describeSeedSummary, seedDatabase } from './seed';

/** Opens (and migrates) the configured database and seeds it when it is empty. */
export async function bootstrapDatabase(): Promise<void> {
  try {
    assertSharedSecret();
  } catch (error) {
    console.error(`[startup] ${(error as Error).message}`);
    process.exit(1);
  }
  // Uploads cut short by a killed process leave temporary files behind; they are never completed.
  await sweepLeftoverPartials()
    .then((removed) => removed.length > 0 && console.log(`[storage] removed ${removed.length} unfinished upload file(s)`))
    .catch((error) => console.error('[storage] could not sweep unfinished uploads', error));
  try {
    await assertMediaStoreAnswers();
    const db = await getDb();
    // Practice files kept in the database by an older version move to the media store once (migration 0004).
    await moveLegacyPracticeFiles()
      .then((moved) => moved > 0 && console.log(`[storage] moved ${moved} practice file(s) from the database to the media store`))
      .catch((error) => console.error('[storage] could not move practice files to the media store; the next start tries again', error));
    if (env().SKIP_AUTO_SEED !== 'true') {
      const log = (line: string) => console.log(`[seed] ${line}`);
      // Instances starting together take turns step by step (lib/db/seed/lock.ts): each table is seeded once.
      log(describeSeedSummary(await seedDatabase(db, log)));
    }
    // Bring the Google Sheet mirror up to date and run its one-time import. Next waits for this function
    // before serving, so imported batches are in the database before the first page caches the
    // schedule; an unreachable sheet holds the start-up back at most 10 s, then retries in the background.
    requestScheduleSheetSync();
    await Promise.race([whenScheduleSheetSettled(), new Promise((resolve) => setTimeout(resolve, 10_000).unref())]);
  } catch (error) {
    // A locked PGlite folder, an unreachable PostgreSQL or media bucket: say so plainly and stop, rather than serve errors.
    console.error(`[startup] ${(error as Error).message}`);
    process.exit(1);
  }
}

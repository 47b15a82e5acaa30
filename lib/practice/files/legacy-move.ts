import 'server-only';
import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import { getDb } from '../../db/client';
import { practiceFiles } from '../../db/schema';
import { mediaStore } from '../../storage';
import { newPracticeStorageName, PRACTICE_AREA } from './stored-bytes';

// Before migration 0004 the bytes of practice files were kept in practice_files.content. That migration
// only adds `storage_name` and lets `content` be null; at start this moves each old row's bytes to the
// media store and empties `content`, so learners keep their files (and the Web Elements journey its
// "done" mark). One row per transaction: the row is locked (SKIP LOCKED, so instances starting together
// share the work), its bytes written to the store, then the row points there. A failure leaves the row
// as it was, to be moved at the next start; until then its download answers 404.

/** Moves every row that still holds its bytes; answers how many were moved. */
export async function moveLegacyPracticeFiles(): Promise<number> {
  const db = await getDb();
  let moved = 0;
  for (;;) {
    const done = await db.transaction(async (tx) => {
      const [row] = await tx
        .select({ id: practiceFiles.id, mimeType: practiceFiles.mimeType, content: practiceFiles.content })
        .from(practiceFiles)
        .where(and(isNull(practiceFiles.storageName), isNotNull(practiceFiles.content)))
        .orderBy(asc(practiceFiles.id))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!row?.content) return true;
      const storageName = newPracticeStorageName();
      await mediaStore().write(PRACTICE_AREA, storageName, row.content, row.mimeType);
      await tx
        .update(practiceFiles)
        .set({ storageName, content: null, sizeBytes: row.content.length })
        .where(eq(practiceFiles.id, row.id));
      return false;
    });
    if (done) return moved;
    moved += 1;
  }
}

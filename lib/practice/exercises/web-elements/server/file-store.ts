import 'server-only';
import { and, asc, count, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { practiceFiles } from '@/lib/db/schema';
import { conflict } from '@/lib/api/errors';
import { WEB_ELEMENTS_FILE_MSG, MAX_FILES, type PracticeFileInfo } from '../file-rules';

// The Web Elements exercise's uploaded files, one learner at a time (lib/db/schema/practice.ts,
// practice_files). Every query names the learner, so another learner's id simply is not found;
// "Reset my practice data" deletes the rows (lib/practice/state-store.ts).

const EXERCISE = 'web-elements';

const mine = (userId: string) => and(eq(practiceFiles.userId, userId), eq(practiceFiles.exercise, EXERCISE));

const infoColumns = {
  id: practiceFiles.id,
  name: practiceFiles.name,
  mimeType: practiceFiles.mimeType,
  sizeBytes: practiceFiles.sizeBytes,
  createdAt: practiceFiles.createdAt,
};

function toInfo(row: { id: number; name: string; mimeType: string; sizeBytes: number; createdAt: Date }): PracticeFileInfo {
  return { id: row.id, name: row.name, mimeType: row.mimeType, sizeBytes: row.sizeBytes, uploadedAt: row.createdAt.toISOString() };
}

/** The learner's files, oldest first. */
export async function listPracticeFiles(userId: string): Promise<PracticeFileInfo[]> {
  const db = await getDb();
  const rows = await db.select(infoColumns).from(practiceFiles).where(mine(userId)).orderBy(asc(practiceFiles.id));
  return rows.map(toInfo);
}

/** Stores a checked file; 409 when the learner already keeps MAX_FILES. */
export async function savePracticeFile(userId: string, file: { name: string; mimeType: string; content: Buffer }): Promise<PracticeFileInfo> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    // A soft limit: two uploads racing past it at once would leave one file too many, which is harmless.
    const [{ n }] = await tx.select({ n: count() }).from(practiceFiles).where(mine(userId));
    if (n >= MAX_FILES) throw conflict(WEB_ELEMENTS_FILE_MSG.tooMany, 'TOO_MANY_FILES');
    const [row] = await tx
      .insert(practiceFiles)
      .values({ userId, exercise: EXERCISE, name: file.name, mimeType: file.mimeType, sizeBytes: file.content.length, content: file.content })
      .returning(infoColumns);
    return toInfo(row);
  });
}

/** One of the learner's files with its bytes; null when it is not theirs or does not exist. */
export async function readPracticeFile(userId: string, id: number): Promise<(PracticeFileInfo & { content: Buffer }) | null> {
  const db = await getDb();
  const [row] = await db
    .select({ ...infoColumns, content: practiceFiles.content })
    .from(practiceFiles)
    .where(and(mine(userId), eq(practiceFiles.id, id)));
  return row ? { ...toInfo(row), content: row.content } : null;
}

/** Deletes one of the learner's files; answers its name, or null when there was none. */
export async function deletePracticeFile(userId: string, id: number): Promise<string | null> {
  const db = await getDb();
  const [row] = await db
    .delete(practiceFiles)
    .where(and(mine(userId), eq(practiceFiles.id, id)))
    .returning({ name: practiceFiles.name });
  return row?.name ?? null;
}

import 'server-only';
import { and, asc, eq, sql } from 'drizzle-orm';
import { ADVISORY_LOCKS } from '@/lib/db/advisory-lock';
import { getDb } from '@/lib/db/client';
import { practiceFiles } from '@/lib/db/schema';
import { removePracticeBytes } from '@/lib/practice/files/stored-bytes';
import { countAddressBytes } from '@/lib/practice/files/usage';
import type { PracticeFileInfo } from '../file-rules';
import { EXERCISE, storageRefusal } from './storage-room';

// The Web Elements exercise's uploaded files, one learner at a time: rows of practice_files describe them
// (lib/db/schema/practice.ts), their bytes are in the media store (./upload.ts writes them,
// lib/practice/files/stored-bytes.ts reads and removes them). Every query names the learner, so another
// learner's id simply is not found; "Reset my practice data" deletes rows and bytes (lib/practice/state-store.ts).

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

/** A stored upload to record: what it is, and where its bytes are. */
export interface StoredUpload {
  name: string;
  mimeType: string;
  sizeBytes: number;
  storageName: string;
}

/**
 * Writes the row of a file already in the store, after checking again, with its real size, that there is
 * room (./storage-room.ts), and counts its bytes against the client address. The checks and the insert
 * hold one advisory lock, so concurrent uploads (on any instance) pass the bounds one at a time. Throws
 * the refusal; the caller then removes the stored bytes.
 */
export async function recordPracticeFile(userId: string, ip: string, file: StoredUpload): Promise<PracticeFileInfo> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ADVISORY_LOCKS.practiceFiles})`);
    const refusal = await storageRefusal(tx, { userId, ip, bytes: file.sizeBytes });
    if (refusal) throw refusal;
    const [row] = await tx
      .insert(practiceFiles)
      .values({ userId, exercise: EXERCISE, name: file.name, mimeType: file.mimeType, sizeBytes: file.sizeBytes, storageName: file.storageName })
      .returning(infoColumns);
    await countAddressBytes(tx, ip, file.sizeBytes);
    return toInfo(row);
  });
}

/** One of the learner's files and where its bytes are; null when it is not theirs or does not exist. */
export async function findPracticeFile(userId: string, id: number): Promise<(PracticeFileInfo & { storageName: string | null }) | null> {
  const db = await getDb();
  const [row] = await db
    .select({ ...infoColumns, storageName: practiceFiles.storageName })
    .from(practiceFiles)
    .where(and(mine(userId), eq(practiceFiles.id, id)));
  return row ? { ...toInfo(row), storageName: row.storageName } : null;
}

/** Deletes one of the learner's files, row then bytes; answers its name, or null when there was none. */
export async function deletePracticeFile(userId: string, id: number): Promise<string | null> {
  const db = await getDb();
  const [row] = await db
    .delete(practiceFiles)
    .where(and(mine(userId), eq(practiceFiles.id, id)))
    .returning({ name: practiceFiles.name, storageName: practiceFiles.storageName });
  if (!row) return null;
  await removePracticeBytes([row.storageName]);
  return row.name;
}

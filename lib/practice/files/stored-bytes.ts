import 'server-only';
import { mediaStore, newMediaName, type MediaArea } from '../../storage';

// The bytes of practice files live in the media store's 'practice' area (local folder or S3, as training
// videos do), under names the server makes up; practice_files only describes them. Whoever deletes rows
// removes these bytes after the rows are gone (a crash in between leaves an unreachable object, never a
// listed file without bytes).

export const PRACTICE_AREA: MediaArea = 'practice';

/** A fresh store name; the learner's own file name never reaches the store. */
export function newPracticeStorageName(): string {
  return newMediaName('bin');
}

/**
 * Removes stored bytes of deleted rows. A failure is logged, not thrown: the rows are already gone, so the
 * learner's reset or the admin's deletion has happened; only an unreachable object is left.
 */
export async function removePracticeBytes(storageNames: readonly (string | null)[]): Promise<void> {
  const store = mediaStore();
  for (const name of storageNames) {
    if (!name) continue;
    await store.remove(PRACTICE_AREA, name).catch((error: unknown) => {
      console.error(`[practice] could not remove stored file ${name}`, error);
    });
  }
}

/** A stored file's bytes as a response body, streamed from the store; null when the store has no such object. */
export async function openPracticeBytes(storageName: string): Promise<{ size: number; body: ReadableStream<Uint8Array> } | null> {
  const store = mediaStore();
  const size = await store.size(PRACTICE_AREA, storageName);
  if (size === null) return null;
  // Empty files are refused at upload, but a zero-length object must not ask for the range 0..-1.
  if (size === 0) return { size, body: new ReadableStream({ start: (controller) => controller.close() }) };
  const bytes = await store.read(PRACTICE_AREA, storageName, 0, size - 1);
  return bytes ? { size, body: bytes.web() } : null;
}

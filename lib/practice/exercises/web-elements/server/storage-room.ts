import 'server-only';
import { and, count, eq } from 'drizzle-orm';
import { ApiError, conflict } from '@/lib/api/errors';
import { getDb } from '@/lib/db/client';
import { practiceFiles } from '@/lib/db/schema';
import { MB, practiceStorageLimits } from '@/lib/practice/files/storage-limits';
import type { DbOrTx } from '@/lib/db/types';
import { addressUsage, totalStoredBytes } from '@/lib/practice/files/usage';
import { MAX_FILES, WEB_ELEMENTS_FILE_MSG } from '../file-rules';

// Whether there is room for one more file (docs/practice/web-elements.md#how-much-may-be-stored), checked
// twice: before the upload is read (with 1 byte, so a learner with no room stores nothing at all), and
// again with the file's real size under a lock while its row is written (./file-store.ts), so uploads
// racing each other cannot pass any of the three bounds together.

export const EXERCISE = 'web-elements';

export interface StorageAsk {
  userId: string;
  /** The client address as the rate limits key it (an IPv6 /64 is one). */
  ip: string;
  bytes: number;
}

/** The refusal an upload of `bytes` gets for lack of room, or null: 409 ten files, 429 the address's hour, 507 the lab's total. */
export async function storageRefusal(db: DbOrTx, ask: StorageAsk): Promise<ApiError | null> {
  const [{ n }] = await db
    .select({ n: count() })
    .from(practiceFiles)
    .where(and(eq(practiceFiles.userId, ask.userId), eq(practiceFiles.exercise, EXERCISE)));
  if (n >= MAX_FILES) return conflict(WEB_ELEMENTS_FILE_MSG.tooMany, 'TOO_MANY_FILES');

  const limits = practiceStorageLimits();
  const address = await addressUsage(db, ask.ip);
  if (address.bytes + ask.bytes > limits.addressBytesPerHour) {
    const seconds = address.secondsLeft || 3600;
    return new ApiError(
      429,
      WEB_ELEMENTS_FILE_MSG.addressLimit(limits.addressBytesPerHour / MB, Math.ceil(seconds / 60)),
      undefined,
      { 'Retry-After': String(seconds) },
      'UPLOAD_LIMIT_REACHED',
    );
  }

  if ((await totalStoredBytes(db)) + ask.bytes > limits.totalBytes) {
    return new ApiError(507, WEB_ELEMENTS_FILE_MSG.storageFull, undefined, undefined, 'STORAGE_FULL');
  }
  return null;
}

/** Before the upload is read: the refusal even one more byte would get, or null. */
export async function refusalBeforeUpload(userId: string, ip: string): Promise<ApiError | null> {
  return storageRefusal(await getDb(), { userId, ip, bytes: 1 });
}

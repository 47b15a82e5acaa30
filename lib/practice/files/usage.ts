import 'server-only';
import { sum } from 'drizzle-orm';
import { practiceFiles } from '../../db/schema';
import type { DbOrTx } from '../../db/types';
import { countHit, peekRateLimit, type RateRule } from '../../security/rate-limit';
import { practiceStorageLimits } from './storage-limits';

// How much practice storage is taken: by all kept files together, and by one client address in the
// current hour. The address figure is a rate-limit window like the others (lib/security/rate-limit.ts),
// counted in KiB so a raised limit still fits its integer column, and pruned with them.

/** The address's hourly window; its `max` is the configured figure, compared by ./storage-room (never scaled). */
const addressRule = (): RateRule => ({
  name: 'practice-upload-kib-ip',
  max: practiceStorageLimits().addressBytesPerHour / 1024,
  windowSeconds: 60 * 60,
});

/** Bytes of every practice file kept, by every learner. */
export async function totalStoredBytes(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ bytes: sum(practiceFiles.sizeBytes).mapWith(Number) }).from(practiceFiles);
  return row?.bytes ?? 0;
}

export interface AddressUsage {
  /** Bytes stored from the address since its window opened (rounded up to whole KiB per file). */
  bytes: number;
  /** Seconds until the window closes; 0 while no window is open. */
  secondsLeft: number;
}

export async function addressUsage(db: DbOrTx, ip: string): Promise<AddressUsage> {
  const { count, retryAfter } = await peekRateLimit(addressRule(), ip, db);
  return { bytes: count * 1024, secondsLeft: retryAfter };
}

/** Adds a stored file's bytes to the address's window (a new window opens when the last one closed). */
export async function countAddressBytes(db: DbOrTx, ip: string, bytes: number): Promise<void> {
  await countHit(addressRule(), ip, { amount: Math.ceil(bytes / 1024), db });
}

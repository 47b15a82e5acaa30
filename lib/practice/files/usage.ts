import 'server-only';
import { eq, sql, sum } from 'drizzle-orm';
import { practiceFiles, rateLimits } from '../../db/schema';
import type { Db } from '../../db/types';

// How much practice storage is taken: by all kept files together, and by one client address in the
// current hour. The address figure is a fixed one-hour window kept in the rate_limits table (in KiB, so a
// raised limit still fits its integer column), next to the request counters and pruned with them.

/** The database, or a transaction on it (the checks run in both). */
export type DbOrTx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

export const ADDRESS_WINDOW_SECONDS = 60 * 60;

const addressKey = (ip: string) => `practice-upload-kib-ip:${ip.toLowerCase()}`;
const kib = (bytes: number) => Math.ceil(bytes / 1024);

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

export async function addressUsage(db: DbOrTx, ip: string, now = Date.now()): Promise<AddressUsage> {
  const [row] = await db.select().from(rateLimits).where(eq(rateLimits.key, addressKey(ip))).limit(1);
  if (!row || row.windowStart <= now - ADDRESS_WINDOW_SECONDS * 1000) return { bytes: 0, secondsLeft: 0 };
  return { bytes: row.count * 1024, secondsLeft: Math.max(1, Math.ceil((row.windowStart + ADDRESS_WINDOW_SECONDS * 1000 - now) / 1000)) };
}

/** Adds a stored file's bytes to the address's window (a new window opens when the last one closed). */
export async function countAddressBytes(db: DbOrTx, ip: string, bytes: number, now = Date.now()): Promise<void> {
  const closedBefore = now - ADDRESS_WINDOW_SECONDS * 1000;
  const amount = kib(bytes);
  await db
    .insert(rateLimits)
    .values({ key: addressKey(ip), count: amount, windowStart: now })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.windowStart} <= ${closedBefore} then ${amount} else ${rateLimits.count} + ${amount} end`,
        windowStart: sql`case when ${rateLimits.windowStart} <= ${closedBefore} then ${now} else ${rateLimits.windowStart} end`,
      },
    });
}

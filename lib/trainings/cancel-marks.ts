import 'server-only';
import { eq, lt, sql } from 'drizzle-orm';
import { getDb } from '../db/client';
import { cancelledUploads } from '../db/schema';

// The marks of cancelled training-video uploads, by the key the admin's browser made (./upload-cancel.ts).

/** How long a mark is kept: no upload takes longer. */
const MARK_KEPT_DAYS = 1;

/** Marks the upload under `key` cancelled (again is no change), and lets marks older than a day go. */
export async function markCancelled(key: string): Promise<void> {
  const db = await getDb();
  await db.insert(cancelledUploads).values({ key }).onConflictDoNothing();
  await db.delete(cancelledUploads).where(lt(cancelledUploads.createdAt, sql`now() - make_interval(days => ${MARK_KEPT_DAYS})`));
}

/** Whether the admin cancelled the upload under this key. */
export async function wasCancelled(key: string): Promise<boolean> {
  const db = await getDb();
  const [mark] = await db.select({ key: cancelledUploads.key }).from(cancelledUploads).where(eq(cancelledUploads.key, key));
  return mark !== undefined;
}

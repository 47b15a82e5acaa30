import 'server-only';
import { lt, sql } from 'drizzle-orm';
import { getDb } from '../db/client';
import { captchaSolutions } from '../db/schema';

/**
 * Records a solution as used. Returns false when it was already recorded: the primary key makes
 * the check and the write one atomic insert, so two concurrent submissions cannot both pass.
 */
export async function claimSolution(hash: string, expiresAt: Date): Promise<boolean> {
  const db = await getDb();
  // Expired rows can go: their challenges fail the expiry check before ever reaching this table.
  await db.delete(captchaSolutions).where(lt(captchaSolutions.expiresAt, sql`now()`));
  const inserted = await db
    .insert(captchaSolutions)
    .values({ hash, expiresAt })
    .onConflictDoNothing({ target: captchaSolutions.hash })
    .returning({ hash: captchaSolutions.hash });
  return inserted.length === 1;
}

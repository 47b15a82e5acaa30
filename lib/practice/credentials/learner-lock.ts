import 'server-only';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import type { DbTx } from '../../db/types';

/**
 * Locks the learner's users row for the rest of the transaction, so two creations at once (two tabs, a script)
 * count one after the other and the bound on tokens or clients holds on every instance.
 */
export async function lockLearner(tx: DbTx, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { getDb } from '../db/client';
import { practiceSettings } from '../db/schema';
import { cachedPracticeRead, forgetPracticeOf } from './state-cache';

// "Practice with planted bugs" (docs/product.md#bug-mode): one switch per learner, read on every request
// that can behave differently with it, so a change shows on the next page load or API call.

export async function isBugModeOn(userId: string): Promise<boolean> {
  return cachedPracticeRead(userId, 'settings', async () => {
    const db = await getDb();
    const [row] = await db.select({ bugMode: practiceSettings.bugMode }).from(practiceSettings).where(eq(practiceSettings.userId, userId));
    return row?.bugMode ?? false;
  });
}

/**
 * Sets the switch. Only a change is stored and announced: a suite that turns bug mode off before every
 * run keeps what is remembered of the learner (their pages among it) on every instance.
 */
export async function setBugMode(userId: string, on: boolean): Promise<void> {
  const db = await getDb();
  const changed = await db
    .insert(practiceSettings)
    .values({ userId, bugMode: on })
    .onConflictDoUpdate({
      target: practiceSettings.userId,
      set: { bugMode: on, updatedAt: sql`now()` },
      setWhere: sql`${practiceSettings.bugMode} is distinct from ${on}`,
    })
    .returning({ userId: practiceSettings.userId });
  if (changed.length > 0) forgetPracticeOf(userId);
}

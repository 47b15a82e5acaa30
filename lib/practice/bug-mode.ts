import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb } from '../db/client';
import { practiceSettings } from '../db/schema';
import { practiceSettingsOf } from './settings-row';
import { forgetPracticeOf } from './state-cache';

// "Practice with planted bugs" (docs/product.md#bug-mode): one switch per learner. Which defects are live is
// ./defects/planted.ts's answer: the switch's (all of an exercise's, or none) unless they are pinned one at a time.

/** The switch as the learner set it (what their page shows), whether or not a pin sets it aside for now. */
export async function isBugModeOn(userId: string): Promise<boolean> {
  return (await practiceSettingsOf(userId)).bugMode;
}

/**
 * Sets the switch. Only a change is stored and announced: a suite that turns bug mode off before every
 * run keeps what is remembered of the learner on every instance. A pin is left as it is.
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

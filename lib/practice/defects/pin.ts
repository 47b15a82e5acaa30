import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb } from '../../db/client';
import { practiceSettings } from '../../db/schema';
import { DEFECT_CATALOGUE } from '../server-registry';
import { forgetPracticeOf } from '../state-cache';

// Pins a learner's planted defects (docs/architecture.md#defects-one-at-a-time): exactly one defect live, or none,
// whatever their bug-mode switch says, until unpinned. Stored in the learner's settings row, so every instance's next
// read sees it; a change is announced as setBugMode's is. No route reaches this yet: a scoring round will.

export class UnknownDefectError extends Error {
  constructor(defectId: string) {
    super(`No planted defect ${defectId}.`);
  }
}

/** Exactly `defectId` live for the learner from their next request on (null: none at all). */
export async function pinDefect(userId: string, defectId: string | null): Promise<void> {
  if (defectId !== null && !DEFECT_CATALOGUE.some((defect) => defect.id === defectId)) throw new UnknownDefectError(defectId);
  const db = await getDb();
  const changed = await db
    .insert(practiceSettings)
    .values({ userId, defectsPinned: true, pinnedDefect: defectId })
    .onConflictDoUpdate({
      target: practiceSettings.userId,
      set: { defectsPinned: true, pinnedDefect: defectId, updatedAt: sql`now()` },
      setWhere: sql`not ${practiceSettings.defectsPinned} or ${practiceSettings.pinnedDefect} is distinct from ${defectId}`,
    })
    .returning({ userId: practiceSettings.userId });
  if (changed.length > 0) forgetPracticeOf(userId);
}

/** The switch decides again, as the learner left it (a pin never changed it). */
export async function unpinDefects(userId: string): Promise<void> {
  const db = await getDb();
  const changed = await db
    .update(practiceSettings)
    .set({ defectsPinned: false, pinnedDefect: null, updatedAt: sql`now()` })
    .where(sql`${practiceSettings.userId} = ${userId} and ${practiceSettings.defectsPinned}`)
    .returning({ userId: practiceSettings.userId });
  if (changed.length > 0) forgetPracticeOf(userId);
}

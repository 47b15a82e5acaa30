import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb } from '../../db/client';
import { practiceSettings } from '../../db/schema';
import { DEFECT_CATALOGUE } from '../server-registry';
import { SETTINGS_COLUMNS, SETTINGS_PART } from '../settings-row';
import { practiceCacheGeneration, rememberPracticeWrite } from '../state-cache';

// Pins a learner's planted defects (docs/architecture.md#defects-one-at-a-time): exactly one defect live, or none,
// whatever their bug-mode switch says, until unpinned. Stored in the learner's settings row, so every instance's next
// read sees it. A change drops the learner's remembered replies and settings, here and on the other instances, and this
// instance keeps the row it wrote as the settings last read: a pin changes nothing else of the learner's practice state,
// so their exercises' documents stay remembered and a scoring round's first requests ask the database nothing more.
// The suite score's rounds pin (lib/practice/suite-score/).

export class UnknownDefectError extends Error {
  constructor(defectId: string) {
    super(`No planted defect ${defectId}.`);
  }
}

/**
 * Exactly `defectId` live for the learner from their next request on (null: none at all), until lifted or, with
 * `until`, until then: the switch applies again by itself when a scoring round is left unreported.
 */
export async function pinDefect(userId: string, defectId: string | null, until: Date | null = null): Promise<void> {
  if (defectId !== null && !DEFECT_CATALOGUE.some((defect) => defect.id === defectId)) throw new UnknownDefectError(defectId);
  const db = await getDb();
  const generation = practiceCacheGeneration();
  const [changed] = await db
    .insert(practiceSettings)
    .values({ userId, defectsPinned: true, pinnedDefect: defectId, pinnedUntil: until })
    .onConflictDoUpdate({
      target: practiceSettings.userId,
      set: { defectsPinned: true, pinnedDefect: defectId, pinnedUntil: until, updatedAt: sql`now()` },
      setWhere: sql`not ${practiceSettings.defectsPinned} or ${practiceSettings.pinnedDefect} is distinct from ${defectId} or ${practiceSettings.pinnedUntil} is distinct from ${until?.toISOString() ?? null}::timestamptz`,
    })
    .returning(SETTINGS_COLUMNS);
  if (changed) rememberPracticeWrite(userId, SETTINGS_PART, changed, generation);
}

/** The switch decides again, as the learner left it (a pin never changed it). */
export async function unpinDefects(userId: string): Promise<void> {
  const db = await getDb();
  const generation = practiceCacheGeneration();
  const [changed] = await db
    .update(practiceSettings)
    .set({ defectsPinned: false, pinnedDefect: null, pinnedUntil: null, updatedAt: sql`now()` })
    .where(sql`${practiceSettings.userId} = ${userId} and ${practiceSettings.defectsPinned}`)
    .returning(SETTINGS_COLUMNS);
  if (changed) rememberPracticeWrite(userId, SETTINGS_PART, changed, generation);
}

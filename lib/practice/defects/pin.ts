import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { getDb } from '../../db/client';
import { practiceSettings } from '../../db/schema';
import { DEFECT_CATALOGUE } from '../server-registry';
import { SETTINGS_COLUMNS, SETTINGS_PART, type PracticeSettingsRow } from '../settings-row';
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

/**
 * The pin as one part of a larger statement (a data-modifying CTE): pins `defect` (a column of `source`, or null) until
 * `until` for every row of `source`, the CTE named there, which holds one row or none. Its rows are the settings as
 * written, under the names RememberedPin reads; hand them to rememberPin.
 */
export function pinFrom(source: SQL, userId: string, defect: SQL, until: Date): SQL {
  return sql`insert into practice_settings (user_id, defects_pinned, pinned_defect, pinned_until)
    select ${userId}, true, ${defect}, ${until.toISOString()}::timestamptz from ${source}
    on conflict (user_id) do update set defects_pinned = true, pinned_defect = excluded.pinned_defect,
      pinned_until = excluded.pinned_until, updated_at = now()
    returning bug_mode, defects_pinned, pinned_defect, pinned_until`;
}

/** The settings a pinFrom wrote, as the driver answers them (a timestamp may come as text). */
export interface RememberedPin {
  bug_mode: boolean;
  defects_pinned: boolean;
  pinned_defect: string | null;
  pinned_until: string | Date | null;
}

/** After a pinFrom: forgets the learner's replies and settings here and on the other instances, keeps what was written. */
export function rememberPin(userId: string, written: RememberedPin, generationBefore: number): void {
  const row: PracticeSettingsRow = {
    bugMode: written.bug_mode,
    defectsPinned: written.defects_pinned,
    pinnedDefect: written.pinned_defect,
    pinnedUntil: written.pinned_until === null ? null : new Date(written.pinned_until),
  };
  rememberPracticeWrite(userId, SETTINGS_PART, row, generationBefore);
}

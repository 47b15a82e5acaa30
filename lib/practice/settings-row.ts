import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '../db/client';
import { practiceSettings } from '../db/schema';
import { cachedPracticeRead } from './state-cache';

/** A learner's practice settings as stored: the bug-mode switch, and the defect set aside for one at a time. */
export interface PracticeSettingsRow {
  bugMode: boolean;
  /** True while the planted defects are pinned (docs/architecture.md#defects-one-at-a-time): the switch waits. */
  defectsPinned: boolean;
  pinnedDefect: string | null;
  /** When the pin ends by itself (a scoring round's time limit); null: until lifted. */
  pinnedUntil: Date | null;
}

const DEFAULTS: PracticeSettingsRow = { bugMode: false, defectsPinned: false, pinnedDefect: null, pinnedUntil: null };

/** The settings' part of the learner's practice state cache (./state-cache.ts). */
export const SETTINGS_PART = 'settings';

/** The columns of a PracticeSettingsRow, for a select or a write's `returning`. */
export const SETTINGS_COLUMNS = {
  bugMode: practiceSettings.bugMode,
  defectsPinned: practiceSettings.defectsPinned,
  pinnedDefect: practiceSettings.pinnedDefect,
  pinnedUntil: practiceSettings.pinnedUntil,
};

/**
 * Read on every request that can behave differently with it, so a change shows on the next page load or API call;
 * remembered per learner until a write forgets it (./state-cache.ts), on every instance.
 */
export async function practiceSettingsOf(userId: string): Promise<PracticeSettingsRow> {
  return cachedPracticeRead(userId, SETTINGS_PART, async () => {
    const db = await getDb();
    const [row] = await db
      .select(SETTINGS_COLUMNS)
      .from(practiceSettings)
      .where(eq(practiceSettings.userId, userId));
    return row ?? DEFAULTS;
  });
}

import 'server-only';
import { practiceSettingsOf, type PracticeSettingsRow } from '../settings-row';

// Which planted defects are live for a learner (docs/architecture.md#defects-one-at-a-time). Each defective branch asks
// for its own id, so one defect can be live alone. Without a pin, the bug-mode switch decides for all of them at once
// (the learner's "Practice with planted bugs"); while pinned, exactly the pinned defect is live (or none), whatever the
// switch says, and the switch applies again once the pin is lifted. Nothing here reads the defect catalogue, so the
// exercises' own code can import it.

/** The live defects of one learner, as one request saw them. */
export interface PlantedDefects {
  has(defectId: string): boolean;
}

export const ALL_PLANTED: PlantedDefects = { has: () => true };
export const NONE_PLANTED: PlantedDefects = { has: () => false };

/** Exactly one defect live (or none, for null). */
export function onlyPlanted(defectId: string | null): PlantedDefects {
  return { has: (id) => id === defectId };
}

/** Whether a pin holds now: set, and not past its end (a scoring round that nobody reported lets go by itself). */
export function isPinned(settings: PracticeSettingsRow, now = Date.now()): boolean {
  return settings.defectsPinned && (settings.pinnedUntil === null || settings.pinnedUntil.getTime() > now);
}

export function plantedOf(settings: PracticeSettingsRow): PlantedDefects {
  if (isPinned(settings)) return onlyPlanted(settings.pinnedDefect);
  return settings.bugMode ? ALL_PLANTED : NONE_PLANTED;
}

/** The learner's live defects now (one cached read, as isBugModeOn). */
export async function plantedDefectsOf(userId: string): Promise<PlantedDefects> {
  return plantedOf(await practiceSettingsOf(userId));
}

export async function isDefectOn(userId: string, defectId: string): Promise<boolean> {
  return (await plantedDefectsOf(userId)).has(defectId);
}

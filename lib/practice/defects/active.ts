import 'server-only';
import type { HostedExercise } from '../registry';
import { defectsOf } from '../server-registry';
import { practiceSettingsOf } from '../settings-row';
import { isPinned, plantedDefectsOf, plantedOf, type PlantedDefects } from './planted';
import { sealPlanted, type SealedPlanted } from './sealed-flags';
import type { PlantedDefect } from './types';

// What of the live defects an exercise's page and the bug hunt are told (docs/architecture.md#defects-one-at-a-time).

/** The ids of the exercise's defects live for the learner now: all with bug mode on, the pinned one alone, or none. */
export async function activeDefects(userId: string, exercise: HostedExercise): Promise<string[]> {
  const planted = await plantedDefectsOf(userId);
  return defectsOf(exercise)
    .filter((defect) => planted.has(defect.id))
    .map((defect) => defect.id);
}

/** The key a page knows a defect by: its evidence slot, or its page flag; none for a defect only the server plants. */
export const pageKeyOf = (defect: PlantedDefect): string | undefined => defect.evidence.slot ?? defect.pageFlag;

/**
 * The flags an exercise's page branches on: one boolean per defect the page plants, keyed by its neutral page key
 * (never its id). Every page of the exercise gets the same keys whatever is live, clean included, and a defect that
 * lives on the server only is not among them, so a reply tells no more than running the page would.
 */
export function pageFlagsOf(exercise: HostedExercise, planted: PlantedDefects): Record<string, boolean> {
  const flags: Record<string, boolean> = {};
  for (const defect of defectsOf(exercise)) {
    const key = pageKeyOf(defect);
    if (key) flags[key] = planted.has(defect.id);
  }
  return flags;
}

export async function pageFlagsFor(userId: string, exercise: HostedExercise): Promise<Record<string, boolean>> {
  return pageFlagsOf(exercise, await plantedDefectsOf(userId));
}

/** What an exercise page starts from, in one read: the switch as set, the page's flags, and whether the switch decides them. */
export async function exercisePagePlanted(userId: string, exercise: HostedExercise): Promise<{ bugMode: boolean; planted: Record<string, boolean>; followSwitch: boolean }> {
  const settings = await practiceSettingsOf(userId);
  return { bugMode: settings.bugMode, planted: pageFlagsOf(exercise, plantedOf(settings)), followSwitch: !isPinned(settings) };
}

/**
 * What an exercise page is served: the switch as set, and its flags sealed afresh for this reply. Nothing else about
 * the pin: whatever is live, in a run or not, the page differs only in the sealed value, of fixed length.
 */
export async function exercisePageStart(userId: string, exercise: HostedExercise): Promise<{ bugMode: boolean; planted: SealedPlanted }> {
  const { bugMode, planted } = await exercisePagePlanted(userId, exercise);
  return { bugMode, planted: sealPlanted(planted) };
}

/** The page's flags as they are now, sealed: what the bare Frames & Alert pages get, and a page asks for after the switch. */
export async function sealedPageFlagsFor(userId: string, exercise: HostedExercise): Promise<SealedPlanted> {
  return sealPlanted(await pageFlagsFor(userId, exercise));
}

import type { HostedExercise } from '../registry';

// The shape of a planted defect (docs/product.md#bug-mode). Exercises list theirs in
// lib/practice/{exercise}/defects.ts; the catalogue (./catalogue.ts) gathers them on the server only.

export const DEFECT_CATEGORIES = ['functional', 'validation', 'ui', 'accessibility', 'performance'] as const;
export type DefectCategory = (typeof DEFECT_CATEGORIES)[number];

export const DEFECT_DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
export type DefectDifficulty = (typeof DEFECT_DIFFICULTIES)[number];

export interface PlantedDefect {
  /** Stable id, `{exercise prefix}-{nn}` (RES-01); a later bug hunt credits findings by it. */
  id: string;
  exercise: HostedExercise;
  category: DefectCategory;
  difficulty: DefectDifficulty;
  /** What is wrong, in a sentence a trainer reads; never shown to learners. */
  summary: string;
  /** What a correct exercise does instead. */
  expected: string;
  /** Two staged hints: the first names the area, the second the behaviour to check. */
  hints: readonly [string, string];
}

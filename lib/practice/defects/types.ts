import type { HostedExercise } from '../registry';

// The shape of a planted defect (docs/product.md#bug-mode). Exercises list theirs in
// lib/practice/exercises/{exercise}/defects.ts; the server registry gathers them on the server only.

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
  /** How the bug hunt recognises a report of it (docs/architecture.md#bug-hunt). Never sent to a learner. */
  report: DefectReportRule;
  /** How the server learns that a learner met it (docs/architecture.md#bug-hunt). */
  evidence: DefectEvidence;
  /**
   * The neutral key the exercise's page branches on for a defect the page shows whose evidence has no slot (the
   * server credits it from what was stored); a defect with a slot is known to the page by its slot
   * (docs/architecture.md#defects-one-at-a-time).
   */
  pageFlag?: string;
}

/**
 * What a report must say to be matched to the defect: one of its areas (ids of the exercise's task sheet
 * `reportAreas`), and a title or actual result that every pattern matches (each pattern lists alternatives;
 * the text is lower-cased first).
 */
export interface DefectReportRule {
  areas: readonly string[];
  observed: readonly RegExp[];
}

/**
 * `server`: the exercise's server calls recordDefectEvidence(userId, id) where the defect manifests (a request that met
 * it). `slot`: the page says it shows the defective state by a neutral key of its own ('hold-button'), sending the code
 * the server issued for that slot to this learner and this page view (docs/architecture.md#bug-hunt); the defect's id
 * and the codes never reach a static asset. `reached`: for a page slot whose state needs something stored first (an
 * order placed), whether the learner's stored state holds it since the code was issued; without it the code counts for
 * nothing. A defect seen both ways (a rule the form and the API share) names both.
 */
export interface DefectEvidence {
  server?: true;
  slot?: string;
  reached?: (userId: string, issuedAt: Date) => Promise<boolean>;
}

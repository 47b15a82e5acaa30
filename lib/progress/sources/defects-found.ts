import 'server-only';

// Defects found (docs/product.md#progress): the one place progress and certificates read the bug hunt's credited
// reports from. Its signature is what they rely on: a learner's found defects with when each was credited (count,
// activity chart, timeline) and every learner's count (the trainer's table).
//
// The bug hunt's tables are not on main yet (issue 24), so this reads nothing found: every learner has found 0.
// The lead wires it at merge: both functions read the bug hunt's credited reports (one row per learner and planted
// defect credited, never a miss), and nothing else in lib/progress or lib/certificates changes.

export interface FoundDefect {
  /** The planted defect's id (RES-01). */
  defectId: string;
  exercise: string;
  /** When the report that found it was credited. */
  foundAt: Date;
}

/** The defects the learner was credited for finding, first found first. */
export async function defectsFoundOf(userId: string): Promise<FoundDefect[]> {
  void userId;
  return [];
}

/** Every learner's (or one learner's) number of defects found; a learner with none is absent. */
export async function defectCountsByLearner(userId?: string): Promise<Map<string, number>> {
  void userId;
  return new Map();
}

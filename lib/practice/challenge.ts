// A challenge the server will detect and credit (docs/architecture.md#practice-lab). Each exercise keeps its
// list in lib/practice/exercises/{id}/challenges.ts; none is defined yet, the place is ready for them.
export interface Challenge {
  /** Stable id, `{exercise prefix}-C{nn}`. */
  id: string;
  /** What the learner is asked to do. */
  title: string;
}

// A challenge the server detects and credits (docs/architecture.md#challenges). Each exercise keeps its public
// list in lib/practice/exercises/{id}/challenges.ts (client-safe: what the learner is asked to do); how the server
// tells one was met stays in its server/ folder. Plain data.
export interface Challenge {
  /** Stable id, `{exercise prefix}-C{nn}` (BKL-C01); met challenges are stored under it. */
  id: string;
  /** What the learner is asked to do, in a line. */
  title: string;
  /** What counts, said to the learner: which request, which reply. Never the server's check itself. */
  description: string;
}

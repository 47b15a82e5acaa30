// The practice inbox's bounds (docs/architecture.md#practice-inbox), as the inbox page, the task sheets, the OpenAPI
// document and the server read them. Plain numbers, so the browser bundle can show them.
export const INBOX_FIGURES = {
  /** Messages a learner's inbox keeps: a new one past this deletes the oldest. */
  keep: 50,
  /** The longest `wait` of a long-poll, in seconds. */
  maxWaitSeconds: 30,
  /** Long-polls one learner may have waiting at once on one instance; one more is a 429. */
  waitsPerLearner: 3,
  /** Long-polls one instance keeps waiting over all learners; one more is a 429 (Retry-After 1). */
  waitsPerInstance: 500,
} as const;

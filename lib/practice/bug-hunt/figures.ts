// The bug hunt's bounds (docs/product.md#bug-hunt), stated on the exercise pages and in the API document. Plain data.

export const BUG_HUNT_FIGURES = {
  /** Misses (reports not credited) one learner may have on one exercise within an hour; the next report is refused. */
  missesPerHour: 6,
  /** Reports of any verdict on one exercise within an hour: a bound on storage, far above an honest hunt. */
  reportsPerHour: 30,
  /** Misses on an exercise after which its first and its second hint unlock. */
  hintAfterMisses: [2, 4] as const,
  /** A learner's report list, per page. */
  reportsPerPage: 20,
  /** The trainer's report list, per page. */
  trainerReportsPerPage: 25,
} as const;

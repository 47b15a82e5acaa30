// The bug hunt's bounds (docs/product.md#bug-hunt), stated on the exercise pages and in the API document. Plain data.

export const BUG_HUNT_FIGURES = {
  /** Misses (reports not credited) one learner may have on one exercise within an hour; the next report is refused. */
  missesPerHour: 6,
  /** Reports of any verdict on one exercise within an hour: a bound on storage, far above an honest hunt. */
  reportsPerHour: 30,
  /** Misses on an exercise after which its first and its second hint unlock. */
  hintAfterMisses: [2, 4] as const,
  /**
   * Stored screenshot bytes one learner may hold over all reports, counted after re-encoding and per copy (the same
   * picture twice counts twice): with 30 reports an hour of up to 4 MB each, storage had no bound per learner.
   */
  screenshotQuotaMB: 50,
  /** A learner's report list, per page. */
  reportsPerPage: 20,
  /** The trainer's report list, per page. */
  trainerReportsPerPage: 25,
  /** How long a page view's codes count after the server issued them: a long practice session, not a day. */
  probeLifetimeHours: 4,
  /** Page evidence posts one learner may send within the window; a page sends one per slot it shows, once. */
  evidencePosts: 60,
  evidenceWindowMinutes: 10,
  /**
   * A report is too broad when it says what two defects of its area do, or what more than this many defects of the
   * exercise do in any area: a description of one defect meets, besides its own, at most two others' loosest rules
   * ("still", "again"), a list of keywords meets them all.
   */
  broadDescribedAnywhere: 3,
  /** A credit reported sooner than this after its evidence is faster than a person reads, writes and sends a report. */
  fastCreditSeconds: 20,
} as const;

/**
 * When each learner's remembered data was last dropped, for the process caches that keep what a read for one learner
 * produced: their practice state (lib/practice/state-cache.ts) and their practice replies (lib/practice/reply-cache.ts).
 * A read takes a mark before it starts and keeps its result only
 * if neither that learner's data nor everyone's was dropped since, so it is never older than a write already answered.
 *
 * One counter for everyone, as these caches had, threw away every read in flight whenever any learner wrote: in a
 * class that writes many times a second, a read that took longer than the gap between two writes was never kept, and
 * every request after it read again (bench:classroom beside ten learners scoring their suites: the class's exercise
 * pages, then kept the same way, p50 1.9 s, against 5 ms alone).
 */
export class ForgetMarks {
  #clock = 0;
  #everyoneAt = 0;
  readonly #learnerAt = new Map<string, number>();

  /** Learners remembered at most; past it, one drop for everyone takes their place (reads in flight start again). */
  constructor(private readonly maxLearners = 10_000) {}

  /** The mark a read takes before it starts. */
  now(): number {
    return this.#clock;
  }

  /** Whether a read for `userId` that took `mark` may keep its result: nothing of theirs was dropped since. */
  unchangedSince(userId: string, mark: number): boolean {
    return this.#everyoneAt <= mark && (this.#learnerAt.get(userId) ?? 0) <= mark;
  }

  /** The learner's data was dropped: their reads in flight are not kept. */
  forget(userId: string): void {
    this.#clock += 1;
    if (this.#learnerAt.size >= this.maxLearners && !this.#learnerAt.has(userId)) return this.forgetEveryone();
    this.#learnerAt.set(userId, this.#clock);
  }

  /** Everyone's data was dropped: no read in flight is kept. */
  forgetEveryone(): void {
    this.#clock += 1;
    this.#everyoneAt = this.#clock;
    this.#learnerAt.clear();
  }
}

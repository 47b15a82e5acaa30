import { MAX_SEGMENT_SECONDS } from '../validation/progress';

// The server's playback clock (docs/architecture.md#progress-and-certificates). A player's report says what it played;
// the server credits no more watching than the time that passed between the learner's reports on that video, by its
// own clock, plus a little slack. Twenty reports of 30 s sent at once therefore earn the seconds that passed, not
// ten minutes. Pure: the event's transaction reads and writes the clock's two values on the learner's row.

/** Real playback runs at 1×; this much more is allowed for rounding, a report arriving late, or a short rewind. */
export const CLOCK_RATE_SLACK = 1.1;
/** What the very first report may credit: the start of playback and its first report can cross on the network. */
export const CLOCK_START_SECONDS = 2;
/**
 * The most a learner can have in hand. Idle time does not bank watching: after a pause of an hour, a burst of reports
 * still earns at most this much (two full reports and the start allowance).
 */
export const CLOCK_BUDGET_CAP = 2 * MAX_SEGMENT_SECONDS + CLOCK_START_SECONDS;

export interface WatchClock {
  /** When the learner's last report on this video arrived; null before the first. */
  at: Date | null;
  /** Seconds of watching still allowed as of `at`. */
  budget: number;
}

/** Seconds of watching the learner may be credited with at `now`. */
export function allowance(clock: WatchClock, now: Date): number {
  if (!clock.at) return CLOCK_START_SECONDS;
  // A clock moved back (another instance's clock a little behind) allows nothing more, and takes nothing away.
  const elapsed = Math.max(0, (now.getTime() - clock.at.getTime()) / 1000);
  return Math.min(CLOCK_BUDGET_CAP, clock.budget + elapsed * CLOCK_RATE_SLACK);
}

/** The clock after a report at `now` that was credited `credited` seconds. */
export function afterReport(clock: WatchClock, now: Date, credited: number): WatchClock {
  const at = clock.at && clock.at > now ? clock.at : now;
  return { at, budget: Math.max(0, allowance(clock, now) - credited) };
}

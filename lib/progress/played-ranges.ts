// Played ranges of a video, in seconds (docs/architecture.md#progress-and-certificates). Pure, so the server's merge
// and its tests share one definition. Ranges are [from, to] with from < to.

export type PlayedRange = [from: number, to: number];

/**
 * Two played ranges this close count as one: a player reports where it is a few times a second, so the end of one
 * reported segment and the start of the next may miss each other by a fraction of a second.
 */
export const JOIN_GAP_SECONDS = 0.3;

/** The ranges sorted and merged into disjoint ones, each clipped to [0, duration]. */
export function mergePlayedRanges(ranges: readonly PlayedRange[], duration: number): PlayedRange[] {
  const clipped = ranges
    .map(([from, to]): PlayedRange => [Math.max(0, from), Math.min(duration, to)])
    .filter(([from, to]) => to > from)
    .sort((a, b) => a[0] - b[0]);
  const merged: PlayedRange[] = [];
  for (const [from, to] of clipped) {
    const last = merged[merged.length - 1];
    if (last && from <= last[1] + JOIN_GAP_SECONDS) last[1] = Math.max(last[1], to);
    else merged.push([from, to]);
  }
  return merged;
}

/** Seconds covered by disjoint ranges. */
export function coveredSeconds(ranges: readonly PlayedRange[]): number {
  return ranges.reduce((sum, [from, to]) => sum + (to - from), 0);
}

/** The share of the video played, 0–1. */
export function playedShare(playedSeconds: number, duration: number): number {
  if (!(duration > 0)) return 0;
  return Math.min(1, playedSeconds / duration);
}

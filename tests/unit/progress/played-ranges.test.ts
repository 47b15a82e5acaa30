import { describe, expect, it } from 'vitest';
import { coveredSeconds, mergePlayedRanges, playedShare } from '@/lib/progress/played-ranges';

describe('played ranges (docs/architecture.md#progress-and-certificates)', () => {
  it('merges overlapping, touching and nearly touching ranges, in any order', () => {
    expect(mergePlayedRanges([[20, 30], [0, 10], [9, 12], [12.2, 15]], 100)).toEqual([[0, 15], [20, 30]]);
    expect(mergePlayedRanges([[0, 10], [10.5, 20]], 100)).toEqual([[0, 10], [10.5, 20]]);
  });

  it('clips ranges to the video and drops empty ones', () => {
    expect(mergePlayedRanges([[-5, 5], [95, 120], [50, 50], [130, 140]], 100)).toEqual([[0, 5], [95, 100]]);
  });

  it('counts covered seconds once, and the share never passes 1', () => {
    const ranges = mergePlayedRanges([[0, 10], [5, 15], [5, 15]], 100);
    expect(coveredSeconds(ranges)).toBe(15);
    expect(playedShare(15, 100)).toBe(0.15);
    expect(playedShare(150, 100)).toBe(1);
    expect(playedShare(5, 0)).toBe(0);
  });
});

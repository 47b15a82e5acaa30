import { describe, expect, it } from 'vitest';
import { ForgetMarks } from '@/lib/cache/forget-marks';

// lib/cache/forget-marks.ts: a read for one learner is kept unless that learner's data, or everyone's, was dropped
// while it ran.
describe('forget marks', () => {
  it("a drop of one learner's data throws away their reads in flight, not another learner's", () => {
    const marks = new ForgetMarks();
    const ann = marks.now();
    const bob = marks.now();
    marks.forget('ann');
    expect(marks.unchangedSince('ann', ann)).toBe(false);
    // With one counter for everyone, Bob's read was thrown away too.
    expect(marks.unchangedSince('bob', bob)).toBe(true);
    // A read that starts after the drop is kept.
    expect(marks.unchangedSince('ann', marks.now())).toBe(true);
  });

  it("a drop of everyone's data throws away every read in flight", () => {
    const marks = new ForgetMarks();
    const before = marks.now();
    marks.forgetEveryone();
    expect(marks.unchangedSince('ann', before)).toBe(false);
    expect(marks.unchangedSince('bob', before)).toBe(false);
    expect(marks.unchangedSince('bob', marks.now())).toBe(true);
  });

  it('past the learners it may remember, a drop counts for everyone: never a read kept that should not be', () => {
    const marks = new ForgetMarks(2);
    marks.forget('ann');
    marks.forget('bob');
    const carl = marks.now();
    const ann = marks.now();
    marks.forget('dora');
    expect(marks.unchangedSince('carl', carl)).toBe(false);
    expect(marks.unchangedSince('ann', ann)).toBe(false);
    expect(marks.unchangedSince('dora', marks.now())).toBe(true);
  });
});

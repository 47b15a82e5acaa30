import { describe, expect, it } from 'vitest';
import { afterReport, allowance, CLOCK_BUDGET_CAP, CLOCK_START_SECONDS } from '@/lib/progress/watch-clock';

// The server's playback clock (docs/architecture.md#progress-and-certificates): what a learner may be credited with is
// the time between their reports, by the server's clock, plus 10 % and the start's 2 s, never banked past the cap.

const at = (seconds: number) => new Date(Date.UTC(2026, 0, 1) + seconds * 1000);

describe('the playback clock', () => {
  it('allows the start allowance before any report, then 1.1 × the time since the last one', () => {
    expect(allowance({ at: null, budget: 0 }, at(0))).toBe(CLOCK_START_SECONDS);
    const started = afterReport({ at: null, budget: 0 }, at(0), 0);
    expect(started).toEqual({ at: at(0), budget: CLOCK_START_SECONDS });
    expect(allowance(started, at(10))).toBeCloseTo(2 + 11, 10);
  });

  it('spends what was credited, so reports sent together share the time that passed', () => {
    let clock = afterReport({ at: null, budget: 0 }, at(0), 0);
    let credited = 0;
    for (let report = 0; report < 20; report++) {
      const allowed = Math.min(30, allowance(clock, at(5)));
      credited += allowed;
      clock = afterReport(clock, at(5), allowed);
    }
    expect(credited).toBeCloseTo(2 + 5.5, 10);
  });

  it('banks no more than the cap however long the learner was away, and gives nothing for a clock that moved back', () => {
    const started = afterReport({ at: null, budget: 0 }, at(0), 0);
    expect(allowance(started, at(3600))).toBe(CLOCK_BUDGET_CAP);
    const later = afterReport(started, at(100), 0);
    expect(allowance(later, at(90))).toBe(later.budget);
    expect(afterReport(later, at(90), 0).at).toEqual(at(100));
  });
});

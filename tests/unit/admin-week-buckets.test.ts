import { describe, expect, it } from 'vitest';
import { fillWeeks, lastWeekStarts, weekStartOf } from '@/lib/admin/week-buckets';

describe('admin dashboard weeks', () => {
  it('starts every week on Monday, in UTC', () => {
    expect(weekStartOf(new Date('2026-11-21T23:30:00Z'))).toBe('2026-11-16'); // a Saturday
    expect(weekStartOf(new Date('2026-11-22T12:00:00Z'))).toBe('2026-11-16'); // Sunday belongs to the same week
    expect(weekStartOf(new Date('2026-11-23T00:00:00Z'))).toBe('2026-11-23'); // Monday starts a new one
  });

  it('lists the last weeks oldest first, across a year end', () => {
    expect(lastWeekStarts(new Date('2027-01-06T10:00:00Z'), 3)).toEqual(['2026-12-21', '2026-12-28', '2027-01-04']);
  });

  it('puts counts on their weeks and zero on empty ones, ignoring weeks outside the range', () => {
    const weeks = ['2026-11-02', '2026-11-09', '2026-11-16'];
    expect(fillWeeks(weeks, [{ week: '2026-11-16', count: 3 }, { week: '2026-10-26', count: 9 }], [{ week: '2026-11-02', count: 1 }])).toEqual([
      { week: '2026-11-02', signUps: 0, payments: 1 },
      { week: '2026-11-09', signUps: 0, payments: 0 },
      { week: '2026-11-16', signUps: 3, payments: 0 },
    ]);
  });
});

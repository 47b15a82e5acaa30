import { describe, expect, it } from 'vitest';
import { trimIsoTimestampToDate } from '@/lib/schedule/format';

describe('trimIsoTimestampToDate', () => {
  it('keeps only the date part of an ISO timestamp', () => {
    expect(trimIsoTimestampToDate('2027-01-06T05:00:00.000Z')).toBe('2027-01-06');
    expect(trimIsoTimestampToDate('2027-01-06T19:30:00+05:30')).toBe('2027-01-06');
    expect(trimIsoTimestampToDate('2027-01-06T05:00')).toBe('2027-01-06');
    expect(trimIsoTimestampToDate(' 2027-01-06T05:00:00Z ')).toBe('2027-01-06');
  });

  it('returns plain dates and free text unchanged', () => {
    expect(trimIsoTimestampToDate('2027-01-06')).toBe('2027-01-06');
    expect(trimIsoTimestampToDate('Jan 6, 2027')).toBe('Jan 6, 2027');
    expect(trimIsoTimestampToDate('TBA')).toBe('TBA');
    expect(trimIsoTimestampToDate('')).toBe('');
  });

  it('does not mistake text that merely contains a T for a timestamp', () => {
    expect(trimIsoTimestampToDate('Tuesday T1')).toBe('Tuesday T1');
    expect(trimIsoTimestampToDate('2027-01-06 Tue')).toBe('2027-01-06 Tue');
  });
});

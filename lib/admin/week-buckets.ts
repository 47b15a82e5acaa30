// The admin dashboard's weekly chart: weeks start on Monday, in UTC, so every viewer and every database
// (PostgreSQL's date_trunc('week') is Monday-based) agree on which week a sign-up belongs to.

const DAY_MS = 24 * 60 * 60 * 1000;

/** Monday 00:00 UTC of the week holding `date`, as 'YYYY-MM-DD'. */
export function weekStartOf(date: Date): string {
  const midnight = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
  const daysSinceMonday = (date.getUTCDay() + 6) % 7;
  return new Date(midnight - daysSinceMonday * DAY_MS).toISOString().slice(0, 10);
}

/** The `count` week starts ending with the week of `now`, oldest first. */
export function lastWeekStarts(now: Date, count: number): string[] {
  const current = Date.parse(`${weekStartOf(now)}T00:00:00Z`);
  return Array.from({ length: count }, (_, index) => new Date(current - (count - 1 - index) * 7 * DAY_MS).toISOString().slice(0, 10));
}

export interface WeekCount {
  /** 'YYYY-MM-DD' of the week's Monday. */
  week: string;
  count: number;
}

export interface WeeklyActivity {
  week: string;
  signUps: number;
  payments: number;
}

/** Puts per-week counts (any weeks, any order) onto the given weeks; weeks with nothing get 0. */
export function fillWeeks(weeks: string[], signUps: WeekCount[], payments: WeekCount[]): WeeklyActivity[] {
  const bySignUps = new Map(signUps.map((row) => [row.week, row.count]));
  const byPayments = new Map(payments.map((row) => [row.week, row.count]));
  return weeks.map((week) => ({ week, signUps: bySignUps.get(week) ?? 0, payments: byPayments.get(week) ?? 0 }));
}

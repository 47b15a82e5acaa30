// Travel dates are plain calendar days, "YYYY-MM-DD", counted in UTC so the server's "today" does not depend on
// the machine's time zone. The server decides today; the page shows the range it allows.

/** How far ahead a trip can be searched, in days after today. */
export const BOOKING_WINDOW_DAYS = 365;

export interface TravelRange {
  /** The first day a trip can be booked for: the server's today. */
  min: string;
  /** The last day: today + BOOKING_WINDOW_DAYS. */
  max: string;
}

const DAY_MS = 86_400_000;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The server clock's calendar day (UTC). */
export function todayUtc(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

export function travelRange(today: string): TravelRange {
  return { min: today, max: addDays(today, BOOKING_WINDOW_DAYS) };
}

/** A real calendar day written YYYY-MM-DD (not 2026-02-30). */
export function isRealDay(value: string): boolean {
  const match = ISO_DAY.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "Tue 1 Dec 2026": spelled out here rather than by Intl, whose punctuation differs between engines. */
export function formatDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return `${WEEKDAYS[date.getUTCDay()]} ${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/** "2026-11-22 20:31 UTC" for a server timestamp. */
export function formatTimestamp(iso: string): string {
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
}

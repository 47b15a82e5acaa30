import { seededRandom } from './seeded';

// The cabin of every flight (docs/practice/reservation.md#seats): rows 1–12, seats A–F with the aisle between C
// and D. About a quarter of the seats are taken by other travellers, chosen by the flight id, so the same
// flight always shows the same taken seats; the learner's own bookings on it take theirs too.

export const SEAT_ROWS = 12;
export const SEAT_LETTERS = ['A', 'B', 'C', 'D', 'E', 'F'] as const;

/** "12C" */
export const SEAT_PATTERN = /^([1-9]|1[0-2])[A-F]$/;

export function allSeats(): string[] {
  const seats: string[] = [];
  for (let row = 1; row <= SEAT_ROWS; row++) for (const letter of SEAT_LETTERS) seats.push(`${row}${letter}`);
  return seats;
}

/** Seats other travellers hold on this flight, in cabin order. */
export function seatsTakenByOthers(flightId: string): string[] {
  const random = seededRandom(`seats|${flightId}`);
  return allSeats().filter(() => random() < 0.25);
}

/** Cabin order: row, then letter. */
export function compareSeats(a: string, b: string): number {
  return parseInt(a, 10) - parseInt(b, 10) || a.slice(-1).localeCompare(b.slice(-1));
}

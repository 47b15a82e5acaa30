// Booking references (docs/practice/reservation.md#confirmation): "QA-" and six characters made from the
// learner's own booking counter, so they are unique per learner, the same on every run after a reset, and
// never random. Multiplying by a number prime to 36^6 spreads neighbours apart without ever repeating.

const SPACE = 36 ** 6;
const STEP = 7_919;
const OFFSET = 104_729;

export function bookingReference(counter: number): string {
  const code = ((counter * STEP + OFFSET) % SPACE).toString(36).toUpperCase().padStart(6, '0');
  return `QA-${code}`;
}

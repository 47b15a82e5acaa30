import 'server-only';
import { readPracticeState } from '../../state-store';
import { RESERVATION_STATE } from './state';

// The clean journey is done once a booking was confirmed: search, results, passengers, seats and a paid card.
// Every stored booking was confirmed when it was made (a later cancellation does not undo the journey);
// a reset empties the list (docs/practice/reservation.md).
export async function isReservationCompleted(userId: string): Promise<boolean> {
  const { bookings } = await readPracticeState(userId, RESERVATION_STATE);
  return bookings.length > 0;
}

import 'server-only';
import { z } from 'zod';
import type { StateShape } from '../../state-store';
import { bookingSchema } from './booking';

// The learner's Reservation state (one practice_state document): their bookings, newest last, and the counter
// booking references are made from. "Reset my practice data" deletes it, so both start again.

export const reservationStateSchema = z.object({
  counter: z.number().int().min(0),
  bookings: z.array(bookingSchema),
});
export type ReservationState = z.infer<typeof reservationStateSchema>;

export const RESERVATION_STATE: StateShape<ReservationState> = {
  exercise: 'reservation',
  schema: reservationStateSchema,
  initial: () => ({ counter: 0, bookings: [] }),
};

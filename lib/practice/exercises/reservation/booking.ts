import { z } from 'zod';
import { CITY_CODES } from './cities';

// A stored booking (docs/practice/reservation.md#my-bookings), as kept in the learner's practice state and as
// the API answers it. The flight and hotel are copied in, so a booking reads the same whatever changes later.

const flightSnapshot = z.object({
  id: z.string(),
  number: z.string(),
  carrier: z.string(),
  from: z.enum(CITY_CODES),
  to: z.enum(CITY_CODES),
  date: z.string(),
  departure: z.string(),
  arrival: z.string(),
  arrivalDayOffset: z.number(),
  durationMinutes: z.number(),
  stops: z.number(),
  price: z.number(),
  fare: z.enum(['Economy', 'Flex']),
});

const hotelSnapshot = z.object({ id: z.string(), name: z.string(), stars: z.number(), price: z.number() });

const storedPassenger = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  dateOfBirth: z.string(),
  passport: z.string(),
});

export const BOOKING_STATUSES = ['confirmed', 'cancelled'] as const;

export const bookingSchema = z.object({
  ref: z.string(),
  status: z.enum(BOOKING_STATUSES),
  /** Server clock, ISO 8601. */
  createdAt: z.string(),
  cancelledAt: z.string().nullable(),
  flight: flightSnapshot,
  hotel: hotelSnapshot.nullable(),
  passengers: z.array(storedPassenger),
  seats: z.array(z.string()),
  /** Whole dollars, as charged. */
  total: z.number(),
  card: z.object({ brand: z.string(), last4: z.string() }),
});
export type Booking = z.infer<typeof bookingSchema>;

export const STATUS_LABEL: Record<Booking['status'], string> = { confirmed: 'Confirmed', cancelled: 'Cancelled' };

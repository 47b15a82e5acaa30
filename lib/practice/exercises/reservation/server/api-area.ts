import 'server-only';
import { z } from 'zod';
import { bookingSchema } from '../booking';
import { todayUtc, travelRange } from '../dates';
import { bookingRefParam, bookingRequestSchemaFor, flightIdParam, searchSchemaFor } from '../schemas';
import { RESERVATION_EXERCISE } from '../descriptor';
import type { ApiArea } from '@/lib/openapi/area';
import { json } from '@/lib/openapi/replies';

// The Reservation exercise's API (docs/practice/reservation.md#api): flight search, a flight's details, the learner's
// bookings. /api/practice/v1/reservation/** (./routes.ts). Its rules change with bug mode; the document states them with the
// planted bugs off. The search's dates are checked against the server's clock, which JSON Schema cannot say.

const NO_BOOKING = { description: 'You have no booking with this reference, or a malformed one', codes: ['BOOKING_NOT_FOUND', 'NOT_FOUND'] };
const booking = z.object({ booking: bookingSchema });

/** The exercise's routes in the product API document (lib/openapi/), through its server entry's `siteApiArea`. */
export const reservationArea = (): ApiArea => ({
  tag: { name: RESERVATION_EXERCISE.name, description: 'Search flights, book them with passengers, seats and a sandbox card, and cancel bookings: each learner\'s own.' },
  paths: {
    '/api/practice/v1/reservation/flights': {
      get: {
        operationId: 'searchFlights',
        summary: 'Search flights',
        access: 'user',
        query: searchSchemaFor(travelRange(todayUtc())),
        description: 'The 12 flights of a search, after the fixed delay the task sheet states. `date` lies between today and a year ahead (`range`).',
        reply: json('`{ search, range, flights }`.'),
        refusals: { 400: { description: 'A field is wrong (`errors` names each)', codes: ['VALIDATION_FAILED'] } },
      },
    },
    '/api/practice/v1/reservation/flights/{id}': {
      get: {
        operationId: 'getFlight',
        summary: 'A flight, its hotels and taken seats',
        access: 'user',
        params: flightIdParam,
        reply: json('`{ flight, hotels, seatMap: { taken } }`: seats taken by others and by your own bookings.'),
        refusals: { 404: { description: 'No flight of any search has this id, or a malformed id', codes: ['FLIGHT_NOT_FOUND', 'NOT_FOUND'] } },
      },
    },
    '/api/practice/v1/reservation/bookings': {
      get: { operationId: 'listBookings', summary: 'Your bookings', access: 'user', reply: { description: 'Newest first.', json: z.object({ bookings: z.array(bookingSchema) }) } },
      post: {
        operationId: 'createBooking',
        summary: 'Book a flight',
        access: 'user',
        body: bookingRequestSchemaFor(),
        reply: { description: 'The booking, confirmed.', json: booking },
        refusals: {
          400: { description: 'A field is wrong (`errors` names each), or the flight or hotel does not exist or cannot be booked', codes: ['VALIDATION_FAILED', 'INVALID_JSON', 'FLIGHT_UNKNOWN', 'FLIGHT_IN_PAST', 'HOTEL_UNKNOWN'] },
          402: { description: 'The sandbox declined the card (the message says why)', codes: ['CARD_DECLINED'] },
          409: { description: 'A chosen seat is taken, or you keep the most bookings the exercise stores', codes: ['SEAT_TAKEN', 'TOO_MANY_BOOKINGS'] },
        },
      },
    },
    '/api/practice/v1/reservation/bookings/{ref}': {
      get: { operationId: 'getBooking', summary: 'One of your bookings', access: 'user', params: bookingRefParam, reply: { description: 'The booking.', json: booking }, refusals: { 404: NO_BOOKING } },
    },
    '/api/practice/v1/reservation/bookings/{ref}/cancel': {
      post: {
        operationId: 'cancelBooking',
        summary: 'Cancel a booking',
        access: 'user',
        params: bookingRefParam,
        description: 'Its status becomes `cancelled` and its seats are free again.',
        reply: { description: '`{ booking, message }`.', json: z.object({ booking: bookingSchema, message: z.string() }) },
        refusals: { 404: NO_BOOKING, 409: { description: 'The booking was cancelled already', codes: ['ALREADY_CANCELLED'] } },
      },
    },
  },
});

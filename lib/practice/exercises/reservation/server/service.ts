import 'server-only';
import { NONE_PLANTED, type PlantedDefects } from '@/lib/practice/defects/planted';
import { ApiError, badRequest, conflict, notFound } from '@/lib/api/errors';
import { parseOrThrow } from '@/lib/api/parse-or-throw';
import { createSandboxProvider } from '@/lib/payments/sandbox';
import { recordDefectEvidence } from '@/lib/practice/bug-hunt/evidence';
import { readPracticeState, updatePracticeState } from '@/lib/practice/state-store';
import type { FlightDetails, FlightSearchResult } from '../api-types';
import type { Booking } from '../booking';
import { bookingReference } from '../booking-ref';
import { todayUtc, travelRange } from '../dates';
import { flightById, generateFlights } from '../flights';
import { hotelIn, hotelsIn, type Hotel } from '../hotels';
import { RESERVATION_MSG } from '../messages';
import { priceLines } from '../pricing';
import { bookingRequestSchemaFor, searchSchemaFor } from '../schemas';
import { compareSeats, seatsTakenByOthers } from '../seats';
import { RESERVATION_STATE, type ReservationState } from '../state';

// The Reservation exercise's server side (docs/practice/reservation.md#api). Flights, hotels and other
// travellers' seats are generated; only the learner's bookings are stored, in their practice state.

/** A learner keeps at most this many bookings (cancelled ones count); a reset starts again. */
export const MAX_BOOKINGS = 50;

/** GET flights?from&to&date&passengers: every field checked (400 with field messages), then the 12 flights. */
export function searchFlights(query: Record<string, string | undefined>, now: Date = new Date()): FlightSearchResult {
  const range = travelRange(todayUtc(now));
  const search = parseOrThrow(searchSchemaFor(range), query);
  return { search, range, flights: generateFlights(search.from, search.to, search.date) };
}

function seatsHeldByLearner(state: ReservationState, flightId: string): string[] {
  return state.bookings.filter((booking) => booking.status === 'confirmed' && booking.flight.id === flightId).flatMap((booking) => booking.seats);
}

/** GET flights/{id}: the flight, the destination's hotels, and every taken seat (others' and the learner's own). */
export async function flightDetails(userId: string, id: string): Promise<FlightDetails> {
  const flight = flightById(id);
  if (!flight) throw notFound(RESERVATION_MSG.flightUnknown, 'FLIGHT_NOT_FOUND');
  const state = await readPracticeState(userId, RESERVATION_STATE);
  const taken = new Set([...seatsTakenByOthers(flight.id), ...seatsHeldByLearner(state, flight.id)]);
  return { flight, hotels: hotelsIn(flight.to), seatMap: { taken: [...taken].sort(compareSeats) } };
}

/** GET bookings: the learner's bookings, newest first. */
export async function listBookings(userId: string): Promise<Booking[]> {
  const state = await readPracticeState(userId, RESERVATION_STATE);
  return [...state.bookings].reverse();
}

export async function findBooking(userId: string, ref: string): Promise<Booking> {
  const state = await readPracticeState(userId, RESERVATION_STATE);
  const booking = state.bookings.find((candidate) => candidate.ref === ref);
  if (!booking) throw notFound(RESERVATION_MSG.bookingNotFound, 'BOOKING_NOT_FOUND');
  return booking;
}

function seatConflict(seat: string): ApiError {
  const message = RESERVATION_MSG.seatTaken(seat);
  return conflict(message, 'SEAT_TAKEN', { seats: message });
}

interface BookingOptions {
  /** The learner's live planted defects (RES-03, RES-04, RES-05 branch here). */
  planted?: PlantedDefects;
  now?: () => Date;
}

/**
 * POST bookings: checks everything (400 with field messages), refuses a taken seat (409), charges the card
 * through the sandbox provider (402 with its reason on a decline, nothing stored), then stores the booking
 * with the next reference. The total is the server's, whatever the page showed.
 */
export async function createBooking(userId: string, input: unknown, { planted = NONE_PLANTED, now = () => new Date() }: BookingOptions = {}): Promise<Booking> {
  const request = parseOrThrow(bookingRequestSchemaFor({ looseNames: planted.has('RES-03') }), input);
  const flight = flightById(request.flightId);
  if (!flight) throw badRequest(RESERVATION_MSG.flightUnknown, { flightId: RESERVATION_MSG.flightUnknown }, 'FLIGHT_UNKNOWN');
  const range = travelRange(todayUtc(now()));
  if (flight.date < range.min || flight.date > range.max) throw badRequest(RESERVATION_MSG.flightPast, { flightId: RESERVATION_MSG.flightPast }, 'FLIGHT_IN_PAST');
  let hotel: Hotel | null = null;
  if (request.hotelId !== null) {
    hotel = hotelIn(flight.to, request.hotelId);
    if (!hotel) throw badRequest(RESERVATION_MSG.hotelUnknown, { hotelId: RESERVATION_MSG.hotelUnknown }, 'HOTEL_UNKNOWN');
  }
  const seats = [...request.seats].sort(compareSeats);
  const takenByOthers = new Set(seatsTakenByOthers(flight.id));
  const clash = seats.find((seat) => takenByOthers.has(seat));
  if (clash) {
    // RES-05: only the planted seat map lets a taken seat be chosen, so a booking naming one with the bugs live came
    // from it (or from a request shaped like it); refused all the same (docs/architecture.md#bug-hunt).
    if (planted.has('RES-05')) await recordDefectEvidence(userId, 'RES-05');
    throw seatConflict(clash);
  }

  const lines = priceLines(flight, hotel, request.passengers.length);
  // RES-04: with the planted bugs live, the stored (and shown) total counts one passenger only.
  const total = planted.has('RES-04') ? lines.fare + lines.hotel : lines.total;
  const cardNumber = request.card.cardNumber.replace(/\s/g, '');

  const stored = await updatePracticeState(userId, RESERVATION_STATE, async (state) => {
    if (state.bookings.length >= MAX_BOOKINGS) throw conflict(`You have ${MAX_BOOKINGS} bookings, the most this exercise keeps. Reset your practice data to start again.`, 'TOO_MANY_BOOKINGS');
    // Checked under the state's row lock, so two tabs cannot book the same seat twice.
    const held = new Set(seatsHeldByLearner(state, flight.id));
    const ownClash = seats.find((seat) => held.has(seat));
    if (ownClash) throw seatConflict(ownClash);

    // The sandbox never moves money, whatever provider the site itself is configured with.
    const charge = await createSandboxProvider(now).charge({
      amountCents: total * 100,
      currency: 'USD',
      cardNumber,
      expiry: request.card.expiry,
      cvc: request.card.cvc,
      description: `QA Academy practice booking ${flight.number}`,
    });
    if (!charge.approved) throw new ApiError(402, charge.reason, undefined, undefined, 'CARD_DECLINED');

    state.counter += 1;
    const booking: Booking = {
      ref: bookingReference(state.counter),
      status: 'confirmed',
      createdAt: now().toISOString(),
      cancelledAt: null,
      flight,
      hotel,
      passengers: request.passengers,
      seats,
      total,
      card: { brand: charge.brand, last4: charge.last4 },
    };
    state.bookings.push(booking);
    return booking;
  });
  // The planted defects this booking met (docs/architecture.md#bug-hunt): RES-03 took a name the clean rule refuses,
  // RES-04 priced several passengers as one.
  if (planted.has('RES-03') && !bookingRequestSchemaFor().safeParse(input).success) await recordDefectEvidence(userId, 'RES-03');
  if (planted.has('RES-04') && request.passengers.length > 1) await recordDefectEvidence(userId, 'RES-04');
  return stored;
}

/** POST bookings/{ref}/cancel: a confirmed booking becomes cancelled and frees its seats; twice is a 409. */
export async function cancelBooking(userId: string, ref: string, now: Date = new Date()): Promise<Booking> {
  return updatePracticeState(userId, RESERVATION_STATE, (state) => {
    const booking = state.bookings.find((candidate) => candidate.ref === ref);
    if (!booking) throw notFound(RESERVATION_MSG.bookingNotFound, 'BOOKING_NOT_FOUND');
    if (booking.status === 'cancelled') throw conflict(RESERVATION_MSG.alreadyCancelled, 'ALREADY_CANCELLED');
    booking.status = 'cancelled';
    booking.cancelledAt = now.toISOString();
    return booking;
  });
}

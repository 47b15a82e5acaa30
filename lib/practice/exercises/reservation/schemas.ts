import { z } from 'zod';
import { cardFormSchema } from '@/lib/validation/card';
import { emailField } from '@/lib/validation/fields';
import { isCityCode, type CityCode } from './cities';
import { isRealDay, todayUtc, type TravelRange } from './dates';
import { RESERVATION_MSG } from './messages';
import { SEAT_PATTERN } from './seats';

// The Reservation exercise's rules, one zod schema each, shared by its forms and its API
// (docs/practice/reservation.md#flow). The card rules are the site's own (lib/validation/card.ts).

export const MAX_PASSENGERS = 6;

function cityField(required: string) {
  return z
    .string({ error: required })
    .min(1, required)
    .refine((value) => value === '' || isCityCode(value), RESERVATION_MSG.cityUnknown)
    .transform((value) => value as CityCode);
}

/**
 * The search, as the form and the query string hold it (all strings). The date must lie in `range`, the
 * server's today and the booking window: the page gets the range from the server, and the API checks it
 * again against its own clock.
 */
export function searchSchemaFor(range: TravelRange) {
  return z
    .object({
      from: cityField(RESERVATION_MSG.fromRequired),
      to: cityField(RESERVATION_MSG.toRequired),
      date: z
        .string({ error: RESERVATION_MSG.dateRequired })
        .min(1, RESERVATION_MSG.dateRequired)
        .refine((value) => value === '' || isRealDay(value), RESERVATION_MSG.dateFormat)
        .refine((value) => !isRealDay(value) || (value >= range.min && value <= range.max), RESERVATION_MSG.dateRange(range.min, range.max)),
      passengers: z
        .string({ error: RESERVATION_MSG.passengers })
        .regex(/^[1-6]$/, RESERVATION_MSG.passengers)
        .transform(Number),
    })
    .refine((search) => search.from !== search.to, {
      message: RESERVATION_MSG.sameCity,
      path: ['to'],
      // Checked as soon as both cities are valid, even while another field is still wrong.
      when: (payload) => {
        const value = payload.value as { from?: unknown; to?: unknown } | undefined;
        return typeof value?.from === 'string' && typeof value.to === 'string' && isCityCode(value.from) && isCityCode(value.to);
      },
    });
}
export type SearchForm = z.input<ReturnType<typeof searchSchemaFor>>;
export type Search = z.output<ReturnType<typeof searchSchemaFor>>;

function nameField(required: string, pattern: RegExp) {
  return z.string({ error: required }).trim().min(1, required).min(2, RESERVATION_MSG.nameLength).max(40, RESERVATION_MSG.nameLength).regex(pattern, RESERVATION_MSG.nameChars);
}

/** Letters of any alphabet, spaces and hyphens. */
const NAME_PATTERN = /^[\p{L} -]+$/u;
// The planted name rule (RES-03 in lib/practice/exercises/reservation/defects.ts): digits slip through.
const LOOSE_NAME_PATTERN = /^[\p{L}\d -]+$/u;

export interface RuleOptions {
  /** RES-03 is live: digits slip through the name rule. */
  looseNames?: boolean;
}

/** One passenger: the passenger form's fieldset and each entry of a booking's `passengers`. */
export function passengerSchemaFor({ looseNames = false }: RuleOptions = {}) {
  const pattern = looseNames ? LOOSE_NAME_PATTERN : NAME_PATTERN;
  return z.object({
    firstName: nameField(RESERVATION_MSG.firstNameRequired, pattern),
    lastName: nameField(RESERVATION_MSG.lastNameRequired, pattern),
    email: emailField,
    dateOfBirth: z
      .string({ error: RESERVATION_MSG.birthRequired })
      .min(1, RESERVATION_MSG.birthRequired)
      .refine((value) => value === '' || (isRealDay(value) && value >= '1900-01-01' && value <= todayUtc()), RESERVATION_MSG.birthInvalid),
    passport: z
      .string({ error: RESERVATION_MSG.passportRequired })
      .trim()
      .min(1, RESERVATION_MSG.passportRequired)
      .regex(/^[A-Z]{2}\d{7}$/, RESERVATION_MSG.passportFormat),
  });
}
export type PassengerForm = z.input<ReturnType<typeof passengerSchemaFor>>;
export type Passenger = z.output<ReturnType<typeof passengerSchemaFor>>;

/** The passenger step: one entry per passenger of the search. */
export function passengersFormSchemaFor(options: RuleOptions = {}) {
  return z.object({
    passengers: z.array(passengerSchemaFor(options), { error: RESERVATION_MSG.passengerCount }).min(1, RESERVATION_MSG.passengerCount).max(MAX_PASSENGERS, RESERVATION_MSG.passengerCount),
  });
}

/** A flight id as the API takes it; whether it names a flight is checked after parsing (404). */
const flightIdField = z.string({ error: RESERVATION_MSG.flightRequired }).min(1, RESERVATION_MSG.flightRequired).max(40, RESERVATION_MSG.flightUnknown);

/**
 * POST /api/practice/v1/reservation/bookings: the whole booking as the payment step sends it. The card is
 * checked with the site's card form rules; the seats must be one per passenger and different.
 */
export function bookingRequestSchemaFor(options: RuleOptions = {}) {
  return z
    .object({
      flightId: flightIdField,
      hotelId: z.string({ error: RESERVATION_MSG.hotelUnknown }).max(20, RESERVATION_MSG.hotelUnknown).nullable().optional().transform((value) => value ?? null),
      passengers: passengersFormSchemaFor(options).shape.passengers,
      seats: z.array(z.string({ error: RESERVATION_MSG.seatFormat }).regex(SEAT_PATTERN, RESERVATION_MSG.seatFormat), { error: RESERVATION_MSG.seatFormat }),
      // A missing card reads as an empty one, so each card field says what it needs.
      card: z.preprocess((value) => value ?? {}, cardFormSchema),
    })
    // Checked even while a passenger or the card is still wrong, as long as both lists arrived.
    .refine((booking) => booking.seats.length === booking.passengers.length, {
      path: ['seats'],
      error: (issue) => RESERVATION_MSG.seatCount((issue.input as { passengers: unknown[] }).passengers.length),
      when: bothLists,
    })
    .refine((booking) => new Set(booking.seats).size === booking.seats.length, { path: ['seats'], message: RESERVATION_MSG.seatTwice, when: bothLists });
}

function bothLists(payload: { value: unknown }): boolean {
  const value = payload.value as { seats?: unknown; passengers?: unknown } | undefined;
  return Array.isArray(value?.seats) && Array.isArray(value.passengers);
}
export type BookingRequest = z.input<ReturnType<typeof bookingRequestSchemaFor>>;

/** /bookings/{ref}: a reference the server could have made; anything else is a 404 before any lookup. */
export const bookingRefParam = z.object({ ref: z.string().regex(/^QA-[A-Z0-9]{6}$/) });

/** /flights/{id}: the id's shape; whether it names a generated flight is checked by the handler. */
export const flightIdParam = z.object({ id: z.string().regex(/^[A-Z]{3}-[A-Z]{3}-\d{8}-\d{2}$/) });

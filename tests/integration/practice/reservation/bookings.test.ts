import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PUT as putSettings } from '@/app/api/practice/settings/route';
import { POST as resetRoute } from '@/app/api/practice/v1/[exercise]/reset/route';
import { SANDBOX_CARDS } from '@/lib/payments/sandbox';
import { bookingReference } from '@/lib/practice/exercises/reservation/booking-ref';
import { addDays, todayUtc } from '@/lib/practice/exercises/reservation/dates';
import { generateFlights } from '@/lib/practice/exercises/reservation/flights';
import { hotelsIn } from '@/lib/practice/exercises/reservation/hotels';
import { RESERVATION_MSG } from '@/lib/practice/exercises/reservation/messages';
import { allSeats, seatsTakenByOthers } from '@/lib/practice/exercises/reservation/seats';
import { pause, RESULTS_DELAY_MS, SLOW_RESULTS_DELAY_MS } from '@/lib/practice/exercises/reservation/timing';
import { CARD_MSG, MSG } from '@/lib/messages';
import { practiceCaller } from '@/tests/helpers/practice-http';
import { setupFreshDatabase } from '@/tests/helpers/test-db';
import { createLoggedInUser, type TestUser } from '@/tests/helpers/users';
import { mountedPracticeRoute } from '@/lib/practice/routes/all-routes';
const { GET: getBooking } = mountedPracticeRoute('/api/practice/v1/reservation/bookings/[ref]');
const { POST: cancelRoute } = mountedPracticeRoute('/api/practice/v1/reservation/bookings/[ref]/cancel');
const { GET: listRoute, POST: bookRoute } = mountedPracticeRoute('/api/practice/v1/reservation/bookings');
const { GET: flightRoute } = mountedPracticeRoute('/api/practice/v1/reservation/flights/[id]');
const { GET: searchRoute } = mountedPracticeRoute('/api/practice/v1/reservation/flights');

const call = practiceCaller('v1/reservation');

// The Reservation exercise's API (docs/practice/reservation.md#api). The search's fixed delay is replaced by a
// spy, so these tests check which delay was asked for without waiting for it (one test waits for real).
vi.mock('@/lib/practice/exercises/reservation/timing', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/practice/exercises/reservation/timing')>();
  return { ...actual, pause: vi.fn(async () => {}) };
});

setupFreshDatabase();

const TRAVEL_DAY = addDays(todayUtc(), 30);
const FLIGHT = generateFlights('LIS', 'PAR', TRAVEL_DAY)[0];
const FREE = allSeats().filter((seat) => !seatsTakenByOthers(FLIGHT.id).includes(seat));
const TAKEN = seatsTakenByOthers(FLIGHT.id);
const EXPIRY = `12/${String((new Date().getUTCFullYear() + 2) % 100).padStart(2, '0')}`;
const GOOD_CARD = { cardNumber: '4242 4242 4242 4242', expiry: EXPIRY, cvc: '123' };
const spaced = (digits: string) => digits.replace(/(\d{4})(?=\d)/g, '$1 ');

function passenger(n: number) {
  return { firstName: ['Ada', 'Grace', 'Linus'][n % 3], lastName: 'Tester-Smith', email: `p${n}@example.com`, dateOfBirth: '1990-05-14', passport: `AB${1234560 + n}` };
}

function bookingBody({ flight = FLIGHT, passengers = 1, seats = FREE.slice(0, passengers), hotelId = null as string | null, card = GOOD_CARD } = {}) {
  return { flightId: flight.id, hotelId, passengers: Array.from({ length: passengers }, (_, n) => passenger(n)), seats, card };
}

const book = (user: TestUser, body: unknown) => call(bookRoute, { method: 'POST', cookie: user.cookie, body });
const search = (user: TestUser | null, query: Record<string, string>) =>
  call(searchRoute, { cookie: user?.cookie, path: `/api/practice/v1/reservation/flights?${new URLSearchParams(query)}` });
const details = (user: TestUser, id: string) => call(flightRoute, { cookie: user.cookie, params: { id } });
const list = async (user: TestUser) => (await call(listRoute, { cookie: user.cookie })).json.bookings as { ref: string; status: string; total: number; seats: string[] }[];
const bugMode = (user: TestUser, on: boolean) => call(putSettings, { method: 'PUT', cookie: user.cookie, body: { bugMode: on } });

beforeEach(() => {
  vi.mocked(pause).mockClear();
});

describe('POST bookings', () => {
  it('refuses each wrong field with a 400 naming it, and stores nothing', async () => {
    const ann = await createLoggedInUser();
    const empty = await book(ann, {});
    expect(empty.status).toBe(400);
    expect(empty.json.errors).toMatchObject({
      flightId: RESERVATION_MSG.flightRequired,
      passengers: RESERVATION_MSG.passengerCount,
      seats: RESERVATION_MSG.seatFormat,
      'card.cardNumber': CARD_MSG.numberRequired,
      'card.expiry': CARD_MSG.expiryRequired,
      'card.cvc': CARD_MSG.cvcRequired,
    });

    const wrongPassenger = bookingBody();
    wrongPassenger.passengers[0] = { firstName: 'J0hn', lastName: 'D', email: 'not-an-email', dateOfBirth: addDays(todayUtc(), 1), passport: 'ab123' };
    const refused = await book(ann, wrongPassenger);
    expect(refused.status).toBe(400);
    expect(refused.json.errors).toEqual({
      'passengers.0.firstName': RESERVATION_MSG.nameChars,
      'passengers.0.lastName': RESERVATION_MSG.nameLength,
      'passengers.0.email': MSG.emailPattern,
      'passengers.0.dateOfBirth': RESERVATION_MSG.birthInvalid,
      'passengers.0.passport': RESERVATION_MSG.passportFormat,
    });

    expect((await book(ann, bookingBody({ passengers: 2, seats: [FREE[0]] }))).json.errors).toEqual({ seats: RESERVATION_MSG.seatCount(2) });
    expect((await book(ann, bookingBody({ passengers: 2, seats: [FREE[0], FREE[0]] }))).json.errors).toEqual({ seats: RESERVATION_MSG.seatTwice });
    expect((await book(ann, bookingBody({ seats: ['13A'] }))).json.errors).toEqual({ 'seats.0': RESERVATION_MSG.seatFormat });
    expect((await book(ann, bookingBody({ passengers: 7 }))).json.errors).toMatchObject({ passengers: RESERVATION_MSG.passengerCount });
    expect((await book(ann, { ...bookingBody(), card: { ...GOOD_CARD, cardNumber: '4242424242424242', expiry: '13/30', cvc: '12' } })).json.errors).toEqual({
      'card.cardNumber': CARD_MSG.numberFormat,
      'card.expiry': CARD_MSG.expiryFormat,
      'card.cvc': CARD_MSG.cvcFormat,
    });

    const unknownFlight = await book(ann, { ...bookingBody(), flightId: 'LIS-PAR-20261201-99' });
    expect(unknownFlight.status).toBe(400);
    expect(unknownFlight.json.errors).toEqual({ flightId: RESERVATION_MSG.flightUnknown });
    expect(unknownFlight.json.code).toBe('FLIGHT_UNKNOWN');
    const past = generateFlights('LIS', 'PAR', addDays(todayUtc(), -1))[0];
    expect((await book(ann, bookingBody({ flight: past, seats: [allSeats().find((seat) => !seatsTakenByOthers(past.id).includes(seat))!] }))).json.errors).toEqual({
      flightId: RESERVATION_MSG.flightPast,
    });
    expect((await book(ann, bookingBody({ hotelId: 'ROM-H1' }))).json).toMatchObject({ code: 'HOTEL_UNKNOWN', errors: { hotelId: RESERVATION_MSG.hotelUnknown } });
    const taken = await book(ann, bookingBody({ seats: [TAKEN[0]] }));
    expect(taken.status).toBe(409);
    expect(taken.json.code).toBe('SEAT_TAKEN');
    expect(await list(ann)).toEqual([]);
  });

  it('answers 402 with the sandbox reason for a declined, invalid or expired card, and stores nothing', async () => {
    const ann = await createLoggedInUser();
    const cases: [typeof GOOD_CARD, string][] = [
      [{ ...GOOD_CARD, cardNumber: spaced(SANDBOX_CARDS.declined) }, MSG.cardDeclined],
      [{ ...GOOD_CARD, cardNumber: '4242 4242 4242 4241' }, MSG.cardInvalid],
      [{ ...GOOD_CARD, expiry: '01/20' }, MSG.cardExpired],
    ];
    for (const [card, reason] of cases) {
      const reply = await book(ann, bookingBody({ card }));
      expect(reply.status, reason).toBe(402);
      expect(reply.json.message).toBe(reason);
      expect(reply.json.code).toBe('CARD_DECLINED');
    }
    expect(await list(ann)).toEqual([]);
  });

  it('stores a paid booking with the next reference, the server total and clock, and its seats become taken', async () => {
    const ann = await createLoggedInUser();
    const hotel = hotelsIn('PAR')[1];
    const before = Date.now();
    const reply = await book(ann, bookingBody({ passengers: 2, seats: [FREE[3], FREE[1]], hotelId: hotel.id, card: { ...GOOD_CARD, cardNumber: spaced(SANDBOX_CARDS.mastercard) } }));
    expect(reply.status).toBe(200);
    const booking = reply.json.booking;
    expect(booking).toMatchObject({
      ref: bookingReference(1),
      status: 'confirmed',
      cancelledAt: null,
      flight: FLIGHT,
      hotel,
      seats: [FREE[1], FREE[3]],
      total: FLIGHT.price * 2 + hotel.price,
      card: { brand: 'Mastercard', last4: '4444' },
    });
    expect(booking.passengers).toHaveLength(2);
    expect(Date.parse(booking.createdAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(booking.createdAt)).toBeLessThanOrEqual(Date.now() + 1000);
    expect(JSON.stringify(booking)).not.toContain('5555 5555');

    expect((await details(ann, FLIGHT.id)).json.seatMap.taken).toEqual(expect.arrayContaining([FREE[1], FREE[3]]));
    const again = await book(ann, bookingBody({ seats: [FREE[3]] }));
    expect(again.status).toBe(409);
    expect(again.json).toEqual({ message: RESERVATION_MSG.seatTaken(FREE[3]), code: 'SEAT_TAKEN', errors: { seats: RESERVATION_MSG.seatTaken(FREE[3]) } });

    const second = await book(ann, bookingBody({ seats: [FREE[5]] }));
    expect(second.json.booking.ref).toBe(bookingReference(2));
    expect((await list(ann)).map((item) => item.ref)).toEqual([bookingReference(2), bookingReference(1)]);
    const one = await call(getBooking, { cookie: ann.cookie, params: { ref: bookingReference(1) } });
    expect(one.json.booking).toEqual(booking);
  });
});

describe('cancelling, isolation and reset', () => {
  it('cancels once (409 the second time), frees the seats, and keeps the booking listed as cancelled', async () => {
    const ann = await createLoggedInUser();
    const ref = (await book(ann, bookingBody({ seats: [FREE[0]] }))).json.booking.ref as string;
    await book(ann, bookingBody({ seats: [FREE[2]] }));
    const cancelled = await call(cancelRoute, { method: 'POST', cookie: ann.cookie, params: { ref } });
    expect(cancelled.status).toBe(200);
    expect(cancelled.json.message).toBe(RESERVATION_MSG.cancelled(ref));
    expect(cancelled.json.booking.status).toBe('cancelled');
    expect(typeof cancelled.json.booking.cancelledAt).toBe('string');
    // Only the booking asked for: the other stays confirmed.
    expect((await list(ann)).map((item) => [item.ref, item.status])).toEqual([
      [bookingReference(2), 'confirmed'],
      [ref, 'cancelled'],
    ]);
    const twice = await call(cancelRoute, { method: 'POST', cookie: ann.cookie, params: { ref } });
    expect(twice.status).toBe(409);
    expect(twice.json).toEqual({ message: RESERVATION_MSG.alreadyCancelled, code: 'ALREADY_CANCELLED' });
    const taken = (await details(ann, FLIGHT.id)).json.seatMap.taken as string[];
    expect(taken).not.toContain(FREE[0]);
    expect(taken).toContain(FREE[2]);
    expect((await book(ann, bookingBody({ seats: [FREE[0]] }))).status).toBe(200);
  });

  it('keeps each learner’s bookings apart, and reset empties only the caller’s list and restarts the references', async () => {
    const ann = await createLoggedInUser();
    const ben = await createLoggedInUser();
    const ref = (await book(ann, bookingBody({ seats: [FREE[4]] }))).json.booking.ref as string;
    expect(await list(ben)).toEqual([]);
    expect((await call(getBooking, { cookie: ben.cookie, params: { ref } })).status).toBe(404);
    expect((await call(cancelRoute, { method: 'POST', cookie: ben.cookie, params: { ref } })).status).toBe(404);
    expect((await details(ben, FLIGHT.id)).json.seatMap.taken).toEqual(TAKEN);
    expect((await book(ben, bookingBody({ seats: [FREE[4]] }))).json.booking.ref).toBe(bookingReference(1));

    expect((await call(resetRoute, { method: 'POST', cookie: ann.cookie, params: { exercise: 'reservation' } })).status).toBe(200);
    expect(await list(ann)).toEqual([]);
    expect(await list(ben)).toHaveLength(1);
    expect((await book(ann, bookingBody({ seats: [FREE[4]] }))).json.booking.ref).toBe(bookingReference(1));
  });

  it('answers 404 for a reference that cannot exist, and 401 without a session', async () => {
    const ann = await createLoggedInUser();
    expect((await call(getBooking, { cookie: ann.cookie, params: { ref: 'qa-123' } })).status).toBe(404);
    expect((await call(cancelRoute, { method: 'POST', cookie: ann.cookie, params: { ref: bookingReference(9) } })).json).toEqual({
      message: RESERVATION_MSG.bookingNotFound,
      code: 'BOOKING_NOT_FOUND',
    });
    expect((await call(listRoute, {})).status).toBe(401);
    expect((await call(bookRoute, { method: 'POST', body: bookingBody() })).status).toBe(401);
  });
});

describe('bug mode (server-side planted defects)', () => {
  async function bothModes<T>(check: (user: TestUser) => Promise<T>): Promise<{ clean: T; buggy: T }> {
    const user = await createLoggedInUser();
    const clean = await check(user);
    await bugMode(user, true);
    await call(resetRoute, { method: 'POST', cookie: user.cookie, params: { exercise: 'reservation' } });
    return { clean, buggy: await check(user) };
  }

  it('RES-03: a passenger name with digits is refused, but accepted with the bugs live', async () => {
    const { clean, buggy } = await bothModes(async (user) => {
      const body = bookingBody();
      body.passengers[0].firstName = 'J0hn';
      return (await book(user, body)).status;
    });
    expect(clean).toBe(400);
    expect(buggy).toBe(200);
  });

  it('RES-04: the stored total counts every passenger, but only one with the bugs live', async () => {
    const hotel = hotelsIn('PAR')[2];
    const { clean, buggy } = await bothModes(async (user) => (await book(user, bookingBody({ passengers: 3, hotelId: hotel.id }))).json.booking.total);
    expect(clean).toBe(FLIGHT.price * 3 + hotel.price);
    expect(buggy).toBe(FLIGHT.price + hotel.price);
  });

  it('RES-07: the search waits 800 ms, but 4 s with the bugs live', async () => {
    const { clean, buggy } = await bothModes(async (user) => {
      vi.mocked(pause).mockClear();
      await search(user, { from: 'LIS', to: 'PAR', date: TRAVEL_DAY, passengers: '1' });
      return vi.mocked(pause).mock.calls;
    });
    expect(clean).toEqual([[RESULTS_DELAY_MS]]);
    expect(buggy).toEqual([[SLOW_RESULTS_DELAY_MS]]);
  });
});

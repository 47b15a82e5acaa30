import { describe, expect, it } from 'vitest';
import { SANDBOX_CARDS } from '@/lib/payments/sandbox';
import { bookingReference } from '@/lib/practice/exercises/reservation/booking-ref';
import { CITY_CODES } from '@/lib/practice/exercises/reservation/cities';
import { addDays, formatDay, isRealDay, travelRange } from '@/lib/practice/exercises/reservation/dates';
import { FLIGHTS_PER_SEARCH, flightById, generateFlights, parseFlightId } from '@/lib/practice/exercises/reservation/flights';
import { hotelsIn } from '@/lib/practice/exercises/reservation/hotels';
import { RESERVATION_MSG } from '@/lib/practice/exercises/reservation/messages';
import { formatDuration, formatPrice, priceLines } from '@/lib/practice/exercises/reservation/pricing';
import { PAGE_SIZE, pageOf, sortFlights } from '@/lib/practice/exercises/reservation/results';
import { SANDBOX_CARD_NOTE } from '@/lib/practice/exercises/reservation/sandbox-cards';
import { passengerSchemaFor, searchSchemaFor } from '@/lib/practice/exercises/reservation/schemas';
import { allSeats, seatsTakenByOthers } from '@/lib/practice/exercises/reservation/seats';

// docs/practice/reservation.md: the generated data, the rules and the table logic behind the exercise.

const range = travelRange('2026-11-22');
const search = searchSchemaFor(range);
const errorsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('generated flights', () => {
  it('are 12 per search, the same every time, and differ with the date', () => {
    const flights = generateFlights('LIS', 'PAR', '2026-12-01');
    expect(flights).toHaveLength(FLIGHTS_PER_SEARCH);
    expect(generateFlights('LIS', 'PAR', '2026-12-01')).toEqual(flights);
    expect(generateFlights('LIS', 'PAR', '2026-12-02').map((flight) => flight.number)).not.toEqual(flights.map((flight) => flight.number));
  });

  it('have unique numbers and departures, arrival = departure + duration, and exactly one Flex fare of $1,000 or more', () => {
    for (const from of CITY_CODES) {
      for (const to of CITY_CODES.filter((code) => code !== from)) {
        const flights = generateFlights(from, to, '2027-03-14');
        expect(new Set(flights.map((flight) => flight.number)).size).toBe(12);
        expect(new Set(flights.map((flight) => flight.departure)).size).toBe(12);
        const flex = flights.filter((flight) => flight.price >= 1000);
        expect(flex).toHaveLength(1);
        expect(flex[0].fare).toBe('Flex');
        for (const flight of flights) {
          expect(flight.price).toBeGreaterThanOrEqual(119);
          const [h, m] = flight.departure.split(':').map(Number);
          const arrival = h * 60 + m + flight.durationMinutes;
          expect(flight.arrival).toBe(`${String(Math.floor(arrival / 60) % 24).padStart(2, '0')}:${String(arrival % 60).padStart(2, '0')}`);
          expect(flight.arrivalDayOffset).toBe(Math.floor(arrival / 1440));
        }
      }
    }
  });

  it('can be found again from their id, and a malformed or impossible id finds nothing', () => {
    const flight = generateFlights('AMS', 'ROM', '2027-01-31')[6];
    expect(flight.id).toBe('AMS-ROM-20270131-07');
    expect(flightById(flight.id)).toEqual(flight);
    for (const id of ['AMS-AMS-20270131-01', 'AMS-XXX-20270131-01', 'AMS-ROM-20270230-01', 'AMS-ROM-20270131-13', 'AMS-ROM-20270131-00', 'nope']) {
      expect(parseFlightId(id), id).toBeNull();
    }
  });
});

describe('hotels and seats', () => {
  it('offers three fixed hotels per city and takes about a quarter of the seats, the same per flight', () => {
    expect(hotelsIn('PAR').map((hotel) => hotel.id)).toEqual(['PAR-H1', 'PAR-H2', 'PAR-H3']);
    expect(hotelsIn('PAR')).toEqual(hotelsIn('PAR'));
    expect(allSeats()).toHaveLength(72);
    const taken = seatsTakenByOthers('LIS-PAR-20261201-01');
    expect(seatsTakenByOthers('LIS-PAR-20261201-01')).toEqual(taken);
    expect(taken.length).toBeGreaterThan(5);
    expect(taken.length).toBeLessThan(36);
    expect(seatsTakenByOthers('LIS-PAR-20261201-02')).not.toEqual(taken);
  });
});

describe('sorting and paging', () => {
  const flights = generateFlights('LIS', 'PAR', '2026-12-01');

  it('sorts prices as amounts, both ways, and in bug mode as text (RES-01)', () => {
    const ascending = sortFlights(flights, { key: 'price', direction: 'ascending' }).map((flight) => flight.price);
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    expect(ascending.at(-1)).toBeGreaterThanOrEqual(1000);
    const descending = sortFlights(flights, { key: 'price', direction: 'descending' }).map((flight) => flight.price);
    expect(descending).toEqual([...ascending].reverse());
    const buggy = sortFlights(flights, { key: 'price', direction: 'ascending' }, { bugMode: true }).map((flight) => flight.price);
    expect(buggy[0]).toBeGreaterThanOrEqual(1000);
  });

  it('sorts departure and duration with a fixed tie order', () => {
    const departures = sortFlights(flights, { key: 'departure', direction: 'ascending' }).map((flight) => flight.departure);
    expect(departures).toEqual([...departures].sort());
    const durations = sortFlights(flights, { key: 'duration', direction: 'descending' }).map((flight) => flight.durationMinutes);
    expect(durations).toEqual([...durations].sort((a, b) => b - a));
  });

  it('pages 5 at a time, each item once, and in bug mode skips the first item of page 2 (RES-02)', () => {
    const items = Array.from({ length: 12 }, (_, index) => index);
    expect([1, 2, 3].flatMap((page) => pageOf(items, page))).toEqual(items);
    expect(pageOf(items, 2)).toHaveLength(PAGE_SIZE);
    const buggy = [1, 2, 3].flatMap((page) => pageOf(items, page, { bugMode: true }));
    expect(buggy).not.toContain(5);
    expect(pageOf(items, 3, { bugMode: true })).toHaveLength(1);
  });
});

describe('rules shared by the forms and the API', () => {
  it('search: every field required, From ≠ To, the date inside the server range, 1 to 6 passengers', () => {
    expect(errorsOf(search.safeParse({}))).toEqual({
      from: RESERVATION_MSG.fromRequired,
      to: RESERVATION_MSG.toRequired,
      date: RESERVATION_MSG.dateRequired,
      passengers: RESERVATION_MSG.passengers,
    });
    expect(errorsOf(search.safeParse({ from: 'LIS', to: 'LIS', date: '2026-12-01', passengers: '1' }))).toEqual({ to: RESERVATION_MSG.sameCity });
    const outside = RESERVATION_MSG.dateRange('2026-11-22', '2027-11-22');
    expect(errorsOf(search.safeParse({ from: 'LIS', to: 'PAR', date: '2026-11-21', passengers: '1' }))).toEqual({ date: outside });
    expect(errorsOf(search.safeParse({ from: 'LIS', to: 'PAR', date: addDays('2026-11-22', 366), passengers: '1' }))).toEqual({ date: outside });
    expect(errorsOf(search.safeParse({ from: 'LIS', to: 'OSL', date: '2026-02-30', passengers: '7' }))).toEqual({
      to: RESERVATION_MSG.cityUnknown,
      date: RESERVATION_MSG.dateFormat,
      passengers: RESERVATION_MSG.passengers,
    });
    expect(search.parse({ from: 'LIS', to: 'PAR', date: '2026-11-22', passengers: '6' })).toEqual({ from: 'LIS', to: 'PAR', date: '2026-11-22', passengers: 6 });
  });

  it('passenger: names of letters, spaces and hyphens (digits only in bug mode, RES-03), email, birth date, passport', () => {
    const good = { firstName: 'Anne-Marie', lastName: 'Le Née', email: 'anne@example.com', dateOfBirth: '1990-05-14', passport: 'AB1234567' };
    expect(passengerSchemaFor().safeParse(good).success).toBe(true);
    const bad = { firstName: 'J0hn', lastName: 'X', email: 'anne@example', dateOfBirth: '2999-01-01', passport: 'ab1234567' };
    expect(errorsOf(passengerSchemaFor().safeParse(bad))).toEqual({
      firstName: RESERVATION_MSG.nameChars,
      lastName: RESERVATION_MSG.nameLength,
      email: expect.any(String),
      dateOfBirth: RESERVATION_MSG.birthInvalid,
      passport: RESERVATION_MSG.passportFormat,
    });
    expect(errorsOf(passengerSchemaFor().safeParse({ ...good, firstName: 'A'.repeat(41) }))).toEqual({ firstName: RESERVATION_MSG.nameLength });
    expect(passengerSchemaFor({ looseNames: true }).safeParse({ ...good, firstName: 'J0hn' }).success).toBe(true);
  });
});

describe('small helpers', () => {
  it('formats prices, durations and days the same on every machine', () => {
    expect(formatPrice(1075)).toBe('$1,075');
    expect(formatDuration(125)).toBe('2 h 05 min');
    expect(formatDay('2026-12-01')).toBe('Tue 1 Dec 2026');
    expect(isRealDay('2026-02-29')).toBe(false);
    expect(isRealDay('2028-02-29')).toBe(true);
  });

  it('totals fare × passengers + hotel', () => {
    expect(priceLines({ price: 209 }, { price: 330 }, 2)).toEqual({ fare: 209, passengers: 2, flightTotal: 418, hotel: 330, total: 748 });
    expect(priceLines({ price: 209 }, null, 1).total).toBe(209);
  });

  it('makes booking references from the counter: QA- and 6 characters, never repeating', () => {
    const refs = Array.from({ length: 500 }, (_, index) => bookingReference(index + 1));
    expect(new Set(refs).size).toBe(500);
    for (const ref of refs) expect(ref).toMatch(/^QA-[A-Z0-9]{6}$/);
    expect(bookingReference(1)).toBe(bookingReference(1));
  });

  it('documents the sandbox cards the payment provider really uses', () => {
    const spaced = (digits: string) => digits.replace(/(\d{4})(?=\d)/g, '$1 ');
    expect(SANDBOX_CARD_NOTE).toContain(spaced(SANDBOX_CARDS.visa));
    expect(SANDBOX_CARD_NOTE).toContain(spaced(SANDBOX_CARDS.declined));
  });
});

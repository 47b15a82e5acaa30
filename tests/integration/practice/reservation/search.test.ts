import { beforeEach, describe, expect, it, vi } from 'vitest';
import { addDays, todayUtc } from '@/lib/practice/exercises/reservation/dates';
import { generateFlights } from '@/lib/practice/exercises/reservation/flights';
import { hotelsIn } from '@/lib/practice/exercises/reservation/hotels';
import { RESERVATION_MSG } from '@/lib/practice/exercises/reservation/messages';
import { seatsTakenByOthers } from '@/lib/practice/exercises/reservation/seats';
import { pause, RESULTS_DELAY_MS } from '@/lib/practice/exercises/reservation/timing';
import { practiceCaller } from '@/tests/helpers/practice-http';
import { setupFreshDatabase } from '@/tests/helpers/test-db';
import { createLoggedInUser, type TestUser } from '@/tests/helpers/users';
import { mountedPracticeRoute } from '@/lib/practice/routes/all-routes';
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
const TAKEN = seatsTakenByOthers(FLIGHT.id);

const search = (user: TestUser | null, query: Record<string, string>) =>
  call(searchRoute, { cookie: user?.cookie, path: `/api/practice/v1/reservation/flights?${new URLSearchParams(query)}` });
const details = (user: TestUser, id: string) => call(flightRoute, { cookie: user.cookie, params: { id } });

beforeEach(() => {
  vi.mocked(pause).mockClear();
});

describe('GET flights (search)', () => {
  it('answers 12 deterministic flights and the allowed range, after the fixed 800 ms delay', async () => {
    const ann = await createLoggedInUser();
    const reply = await search(ann, { from: 'LIS', to: 'PAR', date: TRAVEL_DAY, passengers: '2' });
    expect(reply.status).toBe(200);
    expect(reply.json.search).toEqual({ from: 'LIS', to: 'PAR', date: TRAVEL_DAY, passengers: 2 });
    expect(reply.json.range).toEqual({ min: todayUtc(), max: addDays(todayUtc(), 365) });
    expect(reply.json.flights).toEqual(generateFlights('LIS', 'PAR', TRAVEL_DAY));
    expect(vi.mocked(pause)).toHaveBeenCalledExactlyOnceWith(RESULTS_DELAY_MS);
    expect((await search(ann, { from: 'LIS', to: 'PAR', date: TRAVEL_DAY, passengers: '2' })).json.flights).toEqual(reply.json.flights);
  });

  it('really waits: the reply comes no sooner than the stated delay', async () => {
    const ann = await createLoggedInUser();
    const { pause: realPause } = await vi.importActual<typeof import('@/lib/practice/exercises/reservation/timing')>('@/lib/practice/exercises/reservation/timing');
    vi.mocked(pause).mockImplementationOnce(realPause);
    const started = performance.now();
    expect((await search(ann, { from: 'AMS', to: 'VIE', date: TRAVEL_DAY, passengers: '1' })).status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(RESULTS_DELAY_MS - 10);
  });

  it('refuses bad input at once with a 400 and a message per field', async () => {
    const ann = await createLoggedInUser();
    const empty = await search(ann, {});
    expect(empty.status).toBe(400);
    expect(empty.json.errors).toEqual({ from: RESERVATION_MSG.fromRequired, to: RESERVATION_MSG.toRequired, date: RESERVATION_MSG.dateRequired, passengers: RESERVATION_MSG.passengers });

    const same = await search(ann, { from: 'LIS', to: 'LIS', date: TRAVEL_DAY, passengers: '1' });
    expect(same.status).toBe(400);
    expect(same.json).toEqual({ message: RESERVATION_MSG.sameCity, code: 'VALIDATION_FAILED', errors: { to: RESERVATION_MSG.sameCity } });

    const outside = RESERVATION_MSG.dateRange(todayUtc(), addDays(todayUtc(), 365));
    for (const date of [addDays(todayUtc(), -1), addDays(todayUtc(), 366)]) {
      const reply = await search(ann, { from: 'LIS', to: 'PAR', date, passengers: '1' });
      expect(reply.status, date).toBe(400);
      expect(reply.json.errors, date).toEqual({ date: outside });
    }
    const today = await search(ann, { from: 'LIS', to: 'PAR', date: todayUtc(), passengers: '1' });
    expect(today.status).toBe(200);

    const odd = await search(ann, { from: 'OSL', to: 'PAR', date: '2026-02-30', passengers: '7' });
    expect(odd.json.errors).toEqual({ from: RESERVATION_MSG.cityUnknown, date: RESERVATION_MSG.dateFormat, passengers: RESERVATION_MSG.passengers });
    expect((await search(ann, { from: 'LIS', to: 'PAR', date: TRAVEL_DAY, passengers: '0' })).json.errors).toEqual({ passengers: RESERVATION_MSG.passengers });
    // Only the successful searches waited.
    expect(vi.mocked(pause)).toHaveBeenCalledTimes(1);
  });

  it('needs a session', async () => {
    expect((await search(null, { from: 'LIS', to: 'PAR', date: TRAVEL_DAY, passengers: '1' })).status).toBe(401);
  });
});

describe('GET flights/{id} (details and seat map)', () => {
  it('answers the flight, three hotels and the taken seats; an id that names no flight is a 404', async () => {
    const ann = await createLoggedInUser();
    const reply = await details(ann, FLIGHT.id);
    expect(reply.status).toBe(200);
    expect(reply.json).toEqual({ flight: FLIGHT, hotels: hotelsIn('PAR'), seatMap: { taken: TAKEN } });
    for (const id of ['LIS-PAR-20261301-01', 'LIS-LIS-20261201-01', 'LIS-PAR-20261201-13', 'lis-par', 'x'.repeat(300)]) {
      expect((await details(ann, id)).status, id).toBe(404);
    }
  });
});

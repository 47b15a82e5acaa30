import { addDays, todayUtc } from '@/lib/practice/exercises/reservation/dates';
import { generateFlights } from '@/lib/practice/exercises/reservation/flights';
import { allSeats, seatsTakenByOthers } from '@/lib/practice/exercises/reservation/seats';
import { practiceCaller } from '@/tests/helpers/practice-http';
import type { TestUser } from '@/tests/helpers/users';
import type { ExerciseJourney } from '../journey';
import { mountedPracticeRoute } from '@/lib/practice/routes/all-routes';
const { POST: book } = mountedPracticeRoute('/api/practice/v1/reservation/bookings');

const call = practiceCaller('v1/reservation/bookings');

// The clean journey: one passenger on a free seat of a flight a month ahead, paid with the sandbox's good card.
export const journey: ExerciseJourney = {
  async complete(user: TestUser) {
    const flight = generateFlights('LIS', 'PAR', addDays(todayUtc(), 30))[0];
    const seat = allSeats().find((candidate) => !seatsTakenByOthers(flight.id).includes(candidate))!;
    const expiry = `12/${String((new Date().getUTCFullYear() + 2) % 100).padStart(2, '0')}`;
    const body = {
      flightId: flight.id,
      hotelId: null,
      passengers: [{ firstName: 'Ada', lastName: 'Tester', email: 'ada@example.com', dateOfBirth: '1990-05-14', passport: 'AB1234567' }],
      seats: [seat],
      card: { cardNumber: '4242 4242 4242 4242', expiry, cvc: '123' },
    };
    return (await call(book, { method: 'POST', cookie: user.cookie, body })).status;
  },
};

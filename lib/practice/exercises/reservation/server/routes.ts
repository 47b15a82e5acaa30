import 'server-only';
import { readJsonBody } from '@/lib/api/read-json-body';
import { recordDefectEvidence } from '../../../bug-hunt/evidence';
import { plantedDefectsOf } from '../../../defects/planted';
import type { RouteTable } from '../../../routes/table';
import { RESERVATION_MSG } from '../messages';
import { bookingRefParam, flightIdParam } from '../schemas';
import { pause, resultsDelayMs } from '../timing';
import { cancelBooking, createBooking, findBooking, flightDetails, listBookings, searchFlights } from './service';
import { practiceRoute } from '@/lib/practice/practice-route';

// The Reservation exercise's API (docs/practice/reservation.md): flights to search, the caller's bookings.
export const RESERVATION_ROUTES: RouteTable = [
  {
    // GET ?from&to&date&passengers → { search, range, flights }: the 12 flights of a search, after the fixed delay the
    // task sheet states. A wrong field answers 400 at once, with field messages.
    path: '/api/practice/v1/reservation/flights',
    readsState: true,
    handlers: {
      GET: practiceRoute({ access: 'user' }, async ({ request, session }) => {
        const params = new URL(request.url).searchParams;
        const query = Object.fromEntries(['from', 'to', 'date', 'passengers'].map((key) => [key, params.get(key) ?? undefined]));
        const result = searchFlights(query);
        const slow = (await plantedDefectsOf(session.identity.userId)).has('RES-07');
        // RES-07: the search answers five times as slowly when live.
        if (slow) await recordDefectEvidence(session.identity.userId, 'RES-07');
        await pause(resultsDelayMs(slow));
        return result;
      }),
    },
  },
  {
    // GET → { flight, hotels, seatMap: { taken } }: one flight of a search, the destination's three hotels, and the
    // seats already taken (by others, and by the caller's own bookings).
    path: '/api/practice/v1/reservation/flights/[id]',
    readsState: true,
    params: flightIdParam,
    handlers: { GET: practiceRoute({ access: 'user', params: flightIdParam }, async ({ params, session }) => flightDetails(session.identity.userId, params.id)) },
  },
  {
    path: '/api/practice/v1/reservation/bookings',
    readsState: true,
    writesState: true,
    handlers: {
      // GET → { bookings }: the caller's bookings, newest first.
      GET: practiceRoute({ access: 'user', cacheReply: true }, async ({ session }) => ({ bookings: await listBookings(session.identity.userId) })),
      // POST { flightId, hotelId, passengers, seats, card } → { booking }. The body is parsed by the service, not by
      // withRoute's `body`, because its rules depend on the learner's live defects. 400 with field messages, 402 when the
      // sandbox declines the card, 409 for a taken seat.
      POST: practiceRoute({ access: 'user' }, async ({ request, session }) => {
        const userId = session.identity.userId;
        const body = await readJsonBody(request);
        return { booking: await createBooking(userId, body, { planted: await plantedDefectsOf(userId) }) };
      }),
    },
  },
  {
    // GET → { booking }: one of the caller's bookings; another learner's reference is a 404, as if it did not exist.
    path: '/api/practice/v1/reservation/bookings/[ref]',
    readsState: true,
    params: bookingRefParam,
    handlers: {
      GET: practiceRoute({ access: 'user', params: bookingRefParam, cacheReply: true }, async ({ params, session }) => ({
        booking: await findBooking(session.identity.userId, params.ref),
      })),
    },
  },
  {
    // POST → { booking, message }: the booking's status becomes "cancelled" and its seats are free again. 404 for a
    // reference the caller does not have, 409 when cancelled already.
    path: '/api/practice/v1/reservation/bookings/[ref]/cancel',
    params: bookingRefParam,
    writesState: true,
    handlers: {
      POST: practiceRoute({ access: 'user', params: bookingRefParam }, async ({ params, session }) => {
        const booking = await cancelBooking(session.identity.userId, params.ref);
        return { booking, message: RESERVATION_MSG.cancelled(booking.ref) };
      }),
    },
  },
];

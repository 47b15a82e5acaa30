import { otherMethods } from '@/lib/api/methods';
import { readJsonBody } from '@/lib/api/read-json-body';
import { withRoute } from '@/lib/api/route';
import { isBugModeOn } from '@/lib/practice/bug-mode';
import { createBooking, listBookings } from '@/lib/practice/exercises/reservation/server/service';

// GET /api/practice/v1/reservation/bookings → { bookings }: the caller's bookings, newest first.
export const GET = withRoute({ access: 'user', cacheReply: true }, async ({ session }) => ({ bookings: await listBookings(session.identity.userId) }));

// POST /api/practice/v1/reservation/bookings { flightId, hotelId, passengers, seats, card } → { booking }.
// The body is parsed by the service, not by withRoute's `body`, because its rules depend on the learner's
// bug mode. 400 with field messages, 402 when the sandbox declines the card, 409 for a taken seat.
export const POST = withRoute({ access: 'user' }, async ({ request, session }) => {
  const userId = session.identity.userId;
  const body = await readJsonBody(request);
  return { booking: await createBooking(userId, body, { bugMode: await isBugModeOn(userId) }) };
});

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET, POST });

import { otherMethods } from '@/lib/api/methods';
import { withRoute } from '@/lib/api/route';
import { flightIdParam } from '@/lib/practice/exercises/reservation/schemas';
import { flightDetails } from '@/lib/practice/exercises/reservation/server/service';

// GET /api/practice/v1/reservation/flights/{id} → { flight, hotels, seatMap: { taken } }: one flight of a search,
// the destination's three hotels, and the seats already taken (by others, and by the caller's own bookings).
export const GET = withRoute({ access: 'user', params: flightIdParam }, async ({ params, session }) =>
  flightDetails(session.identity.userId, params.id),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });

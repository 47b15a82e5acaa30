import { otherMethods } from '@/lib/api/methods';
import { withRoute } from '@/lib/api/route';
import { RESERVATION_MSG } from '@/lib/practice/exercises/reservation/messages';
import { bookingRefParam } from '@/lib/practice/exercises/reservation/schemas';
import { cancelBooking } from '@/lib/practice/exercises/reservation/server/service';

// POST /api/practice/v1/reservation/bookings/{ref}/cancel → { booking, message }: the booking's status becomes
// "cancelled" and its seats are free again. 404 for a reference the caller does not have, 409 when cancelled already.
export const POST = withRoute({ access: 'user', params: bookingRefParam }, async ({ params, session }) => {
  const booking = await cancelBooking(session.identity.userId, params.ref);
  return { booking, message: RESERVATION_MSG.cancelled(booking.ref) };
});

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });

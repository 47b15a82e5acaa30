import { otherMethods } from '@/lib/api/methods';
import { withRoute } from '@/lib/api/route';
import { bookingRefParam } from '@/lib/practice/exercises/reservation/schemas';
import { findBooking } from '@/lib/practice/exercises/reservation/server/service';

// GET /api/practice/v1/reservation/bookings/{ref} → { booking }: one of the caller's bookings; another
// learner's reference is a 404, as if it did not exist.
export const GET = withRoute({ access: 'user', params: bookingRefParam, cacheReply: true }, async ({ params, session }) => ({
  booking: await findBooking(session.identity.userId, params.ref),
}));

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });

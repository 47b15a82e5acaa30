import { withRoute } from '@/lib/api/route';
import { assertSelfOrAdmin } from '@/lib/auth/ownership';
import { deleteReview } from '@/lib/reviews/mutations';
import { reviewParams } from '@/lib/validation/params';
import { otherMethods } from '@/lib/api/methods';

// DELETE /api/reviews/{userId}/{reviewId}: the owner, or an admin moderating; a review id that is
// not this user's answers 404, so ids of other people's reviews reveal nothing.
export const DELETE = withRoute({ access: 'user', params: reviewParams }, async ({ params, session }) => {
  assertSelfOrAdmin(session, params.userId);
  await deleteReview(params.userId, params.reviewId);
  return { success: true };
});

// Every other method answers a JSON 405 with an Allow header; OPTIONS lists the allowed ones.
export const { GET, HEAD, POST, PUT, PATCH, OPTIONS } = otherMethods({ DELETE });

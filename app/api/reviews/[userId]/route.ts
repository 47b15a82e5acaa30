import { forbidden } from '@/lib/api/errors';
import { withRoute } from '@/lib/api/route';
import { assertSelfOrAdmin } from '@/lib/auth/ownership';
import { assertVerifiedEmail } from '@/lib/auth/verified-email';
import { addReview } from '@/lib/reviews/mutations';
import { listReviewsForUser } from '@/lib/reviews/user-reviews';
import { hitRateLimit, RATE_RULES } from '@/lib/security/rate-limit';
import { MSG } from '@/lib/messages';
import { userIdParam } from '@/lib/validation/params';
import { reviewPayloadSchema } from '@/lib/validation/review';
import { otherMethods } from '@/lib/api/methods';

// GET /api/reviews/{userId}: that user's reviews, newest first; the owner or an admin.
export const GET = withRoute({ access: 'user', params: userIdParam }, async ({ params, session }) => {
  assertSelfOrAdmin(session, params.userId);
  return listReviewsForUser(params.userId);
});

// POST /api/reviews/{userId} {student_id, content, date}: the author is the session's user and the
// date the server's; the body's student_id and date are dropped by the schema.
export const POST = withRoute({ access: 'user', params: userIdParam, body: reviewPayloadSchema }, async ({ params, body, session }) => {
  // Stricter than assertSelfOrAdmin: a review speaks for its author, so even an admin may not
  // publish one under a student's name (admins may still read and delete anyone's).
  if (params.userId !== session.identity.userId) throw forbidden('You can only post your own reviews.');
  // Reviews appear on the public home page: an address nobody proved to own would let anyone publish
  // under throwaway accounts. Logging in unverified stays allowed (docs/product.md#reviews).
  assertVerifiedEmail(session, MSG.reviewNeedsVerifiedEmail);
  await hitRateLimit(RATE_RULES.reviewPerUser, session.identity.userId);
  const { review, pending } = await addReview(session.identity.userId, body.content);
  // With approval first (docs/product.md#admin-reviews) the author learns why the home page does not show it yet.
  return { success: true, message: pending ? MSG.feedbackAwaitsApproval : MSG.feedbackThanks, review, pending };
});

// Every other method answers a JSON 405 with an Allow header; OPTIONS lists the allowed ones.
export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET, POST });

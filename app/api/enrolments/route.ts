import { withRoute } from '@/lib/api/route';
import { forgetUserAccess } from '@/lib/auth/user-access';
import { enrolInBatch } from '@/lib/enrolments/batch';
import { ENROLMENT_MSG } from '@/lib/messages';
import { enrolPayloadSchema } from '@/lib/validation/enrolment';
import { otherMethods } from '@/lib/api/methods';

// POST /api/enrolments {scheduleId} (user) → {success, message, batch}: the session's learner enrols in a schedule
// batch's course with that batch recorded (docs/product.md#payment: a paid learner's Enrol). Paying stays apart.
export const POST = withRoute({ access: 'user', body: enrolPayloadSchema }, async ({ body, session }) => {
  const batch = await enrolInBatch(session.identity.userId, body.scheduleId);
  // The profile lists the learner's courses.
  forgetUserAccess(session.identity.userId);
  return { success: true, message: ENROLMENT_MSG.enrolled, batch };
});

// Every other method answers a JSON 405 with an Allow header; OPTIONS lists the allowed ones.
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });

import { otherMethods } from '@/lib/api/methods';
import { withRoute } from '@/lib/api/route';
import { certificatesOf } from '@/lib/certificates/queries';
import { refreshLearnerProgress } from '@/lib/progress/refresh';

// GET /api/certificates → { certificates: [{ code, courseId, courseName, learnerName, issuedAt, revokedAt,
// revokedReason, verificationUrl }] }: the session's learner's certificates, any newly earned one issued first
// (docs/product.md#certificates).
export const GET = withRoute({ access: 'user' }, async ({ session }) => {
  await refreshLearnerProgress(session.user.id);
  return { certificates: await certificatesOf(session.user.id) };
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });

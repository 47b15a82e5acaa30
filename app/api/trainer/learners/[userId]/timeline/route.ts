import { otherMethods } from '@/lib/api/methods';
import { withRoute } from '@/lib/api/route';
import { learnerTimeline } from '@/lib/progress/learner-detail';
import { userIdParam } from '@/lib/validation/params';

// GET /api/trainer/learners/{userId}/timeline (admin) → { learner: { userId, name, email }, entries: [{ at, kind, text }] }:
// what the learner did, newest first (docs/product.md#trainers-view). A user who is no student answers 404.
export const GET = withRoute({ access: 'admin', params: userIdParam }, async ({ params }) => learnerTimeline(params.userId));

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });

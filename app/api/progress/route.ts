import { otherMethods } from '@/lib/api/methods';
import { withRoute } from '@/lib/api/route';
import { progressSummaryOf } from '@/lib/progress/summary';

// GET /api/progress → the session's learner's progress (docs/product.md#progress): per course (bar, topics, what is
// left for its certificate, the certificate), videos, exercises, defects, challenges, certificates, weekly activity.
export const GET = withRoute({ access: 'user' }, async ({ session }) => progressSummaryOf(session.user.id));

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });

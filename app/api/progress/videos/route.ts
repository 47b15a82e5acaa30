import { otherMethods } from '@/lib/api/methods';
import { withRoute } from '@/lib/api/route';
import { assertPaidOrAdmin } from '@/lib/auth/paid-access';
import { videoProgressOf } from '@/lib/progress/videos';

// GET /api/progress/videos → { videos: [{ videoId, position, duration, watched }] }: where each training video resumes
// and how much of it the session's learner played (docs/product.md#progress).
export const GET = withRoute({ access: 'user' }, async ({ session }) => {
  assertPaidOrAdmin(session);
  return { videos: await videoProgressOf(session.user.id) };
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });

import { withRoute } from '@/lib/api/route';
import { assertSelfOrAdmin } from '@/lib/auth/ownership';
import { assertPaidOrAdmin } from '@/lib/auth/paid-access';
import { listTrainingVideos } from '@/lib/trainings/queries';
import { backfillVideoDurations } from '@/lib/trainings/video-duration';
import { userIdParam } from '@/lib/validation/params';
import { otherMethods } from '@/lib/api/methods';

// GET /api/trainings/{userId} → [{id, video_name, content, created_at, duration_seconds, duration_status}], newest first
// (docs/product.md#rest-api). Your own list only (admins any), and only once paid: payment is enforced on the
// server (docs/product.md#training-videos).
export const GET = withRoute({ access: 'user', params: userIdParam }, async ({ session, params }) => {
  assertSelfOrAdmin(session, params.userId);
  assertPaidOrAdmin(session);
  // Videos catalogued before the server read lengths get theirs here too, so the admin's list shows each state.
  await backfillVideoDurations();
  return listTrainingVideos();
});

// Every other method answers a JSON 405 with an Allow header; OPTIONS lists the allowed ones.
export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });

import { withRoute } from '@/lib/api/route';
import { assertSelfOrAdmin } from '@/lib/auth/ownership';
import { assertPaidOrAdmin } from '@/lib/auth/paid-access';
import { listTrainingVideos } from '@/lib/trainings/queries';
import { backfillVideoDurations } from '@/lib/trainings/video-duration';
import { userIdParam } from '@/lib/validation/params';
import { otherMethods } from '@/lib/api/methods';

// GET /api/trainings/{userId} → [{id, video_name, content, created_at, course_id}], newest first (course_id: the
// video's course, null for all courses; an addition to the SPEC's shape), and for admins each video's
// length as the server read it (duration_seconds, duration_status)
// (docs/product.md#rest-api). Your own list only (admins any), and only once paid: payment is enforced on the
// server (docs/product.md#training-videos).
export const GET = withRoute({ access: 'user', params: userIdParam }, async ({ session, params }) => {
  assertSelfOrAdmin(session, params.userId);
  assertPaidOrAdmin(session);
  // Videos catalogued before the server read lengths get theirs here too, so the admin's list shows each state.
  await backfillVideoDurations();
  const videos = await listTrainingVideos();
  if (session.identity.role === 'admin') return videos;
  // Students get the specification's wire shape (docs/product.md#data-model): the length is the admin's concern.
  return videos.map(({ id, video_name, content, created_at, course_id }) => ({ id, video_name, content, created_at, course_id }));
});

// Every other method answers a JSON 405 with an Allow header; OPTIONS lists the allowed ones.
export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });

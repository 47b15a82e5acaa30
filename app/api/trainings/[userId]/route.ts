import { forbidden } from '@/lib/api/errors';
import { withRoute } from '@/lib/api/route';
import { assertSelfOrAdmin } from '@/lib/auth/ownership';
import { listTrainingVideos } from '@/lib/trainings/queries';
import { userIdParam } from '@/lib/validation/params';

// SPEC §4 (without the trailing '... ⚔️' the page adds).
const UNPAID = 'Please pay your bill to access all videos.';

// GET /api/trainings/{userId} → [{id, video_name, content, created_at}], newest first (SPEC §7).
// Your own list only (admins any), and only once paid: DESIGN §3 enforces payment on the server.
export const GET = withRoute({ access: 'user', params: userIdParam }, async ({ session, params }) => {
  assertSelfOrAdmin(session, params.userId);
  if (session.identity.role !== 'admin' && session.identity.payment !== 'yes') throw forbidden(UNPAID);
  return listTrainingVideos();
});

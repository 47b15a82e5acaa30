import { z } from 'zod';
import { notFound } from '@/lib/api/errors';
import { withRoute } from '@/lib/api/route';
import { assertPaidOrAdmin } from '@/lib/auth/paid-access';
import { mediaResponse } from '@/lib/storage/serve';
import { isCataloguedVideo } from '@/lib/trainings/queries';

const params = z.object({ video_name: z.string().min(1).max(128) });

// GET /api/trainings/videos/{video_name}: streams a training video with HTTP Range. The session and the
// payment are checked on every request, so each byte range a player asks for is checked too.
export const GET = withRoute({ access: 'user', params }, async ({ session, params: { video_name }, request }) => {
  assertPaidOrAdmin(session);
  if (!(await isCataloguedVideo(video_name))) throw notFound('Video not found.');
  // Private: a shared cache must never hand a paid video to someone else.
  return mediaResponse('trainings', video_name, request, 'private, max-age=3600');
});

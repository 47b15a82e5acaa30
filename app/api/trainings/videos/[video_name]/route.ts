import { z } from 'zod';
import { notFound } from '@/lib/api/errors';
import { withRoute } from '@/lib/api/route';
import { assertPaidOrAdmin } from '@/lib/auth/paid-access';
import { mediaResponse } from '@/lib/storage/serve';
import { deleteTrainingVideo } from '@/lib/trainings/mutations';
import { isCataloguedVideo } from '@/lib/trainings/queries';
import { mediaFileName } from '@/lib/validation/params';
import { otherMethods } from '@/lib/api/methods';

const params = z.object({ video_name: mediaFileName });

// GET /api/trainings/videos/{video_name}: streams a training video with HTTP Range. The session and the
// payment are checked on every request, so each byte range a player asks for is checked too.
export const GET = withRoute({ access: 'user', params }, async ({ session, params: { video_name }, request }) => {
  assertPaidOrAdmin(session);
  if (!(await isCataloguedVideo(video_name))) throw notFound('Video not found.');
  // Private: a shared cache must never hand a paid video to someone else.
  return mediaResponse('trainings', video_name, request, 'private, max-age=3600');
});

// DELETE /api/trainings/videos/{id} (SPEC §7): the same segment carries the video's numeric id here.
// Admins only; removes the row and the file. Anything but a positive integer id answers 404.
const idParams = z.object({
  video_name: z
    .string()
    .regex(/^[1-9][0-9]{0,9}$/)
    .transform(Number)
    .refine((id) => id <= 2147483647),
});

export const DELETE = withRoute({ access: 'admin', params: idParams }, async ({ params: { video_name: id } }) => {
  await deleteTrainingVideo(id);
  return { success: true };
});

// Every other method answers a JSON 405 with an Allow header; OPTIONS lists the allowed ones.
export const { POST, PUT, PATCH, OPTIONS } = otherMethods({ GET, DELETE });

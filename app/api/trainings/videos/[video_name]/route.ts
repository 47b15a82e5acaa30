import { getSessionCookie } from 'better-auth/cookies';
import { notFound } from '@/lib/api/errors';
import { withRoute } from '@/lib/api/route';
import { TRAINING_MSG } from '@/lib/messages';
import { rememberMediaAccess } from '@/lib/auth/media-access';
import { assertPaidOrAdmin } from '@/lib/auth/paid-access';
import { mediaResponse, TRAINING_VIDEO_CACHE_CONTROL } from '@/lib/storage/serve';
import { deleteTrainingVideo, editTrainingVideo } from '@/lib/trainings/mutations';
import { isCataloguedVideo } from '@/lib/trainings/queries';
import { trainingVideoIdParam, trainingVideoNameParam } from '@/lib/validation/params';
import { trainingFieldsSchema } from '@/lib/validation/trainings';
import { otherMethods } from '@/lib/api/methods';

// GET /api/trainings/videos/{video_name}: streams a training video with HTTP Range. The session and the
// payment are checked here; a session that passed may stream further ranges for up to
// MEDIA_ACCESS_RECHECK_SECONDS without coming back (lib/auth/media-access.ts).
export const GET = withRoute({ access: 'user', params: trainingVideoNameParam }, async ({ session, params: { video_name }, request }) => {
  assertPaidOrAdmin(session);
  if (!(await isCataloguedVideo(video_name))) throw notFound('Video not found.');
  const cookie = getSessionCookie(request.headers);
  if (cookie) rememberMediaAccess(cookie, session.identity.userId);
  return mediaResponse('trainings', video_name, request, TRAINING_VIDEO_CACHE_CONTROL);
});

// DELETE /api/trainings/videos/{id} (docs/product.md#rest-api): the same segment carries the video's numeric id here.
// Admins only; removes the row and the file. Anything but a positive integer id answers 404.
export const DELETE = withRoute({ access: 'admin', params: trainingVideoIdParam }, async ({ params: { video_name: id } }) => {
  await deleteTrainingVideo(id);
  return { success: true };
});

// PATCH /api/trainings/videos/{id} {content, course_id} (docs/product.md#admin-videos): admins edit a video's title and
// course (null: all courses) with the fields its upload takes; a course not in the catalogue answers 400.
export const PATCH = withRoute({ access: 'admin', params: trainingVideoIdParam, body: trainingFieldsSchema }, async ({ params: { video_name: id }, body }) => {
  await editTrainingVideo(id, body);
  return { success: true, message: TRAINING_MSG.saved };
});

// Every other method answers a JSON 405 with an Allow header; OPTIONS lists the allowed ones.
export const { POST, PUT, OPTIONS } = otherMethods({ GET, DELETE, PATCH });

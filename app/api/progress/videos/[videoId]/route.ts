import { otherMethods } from '@/lib/api/methods';
import { withRoute } from '@/lib/api/route';
import { assertPaidOrAdmin } from '@/lib/auth/paid-access';
import { issueEarnedCertificates } from '@/lib/certificates/issue';
import { applyVideoEvent } from '@/lib/progress/videos';
import { RATE_RULES } from '@/lib/security/rate-limit';
import { progressVideoIdParam } from '@/lib/validation/params';
import { videoEventSchema } from '@/lib/validation/progress';

// POST /api/progress/videos/{videoId} { eventId, duration, position, played?: { from, to } } → { videoId, position,
// duration, watched }: the player's report for the session's learner (docs/product.md#progress). Only `played`
// segments count toward the share; `position` is where playback resumes. An event id already applied changes nothing.
export const POST = withRoute(
  { access: 'user', params: progressVideoIdParam, body: videoEventSchema, rateLimit: RATE_RULES.progressEventsPerIp },
  async ({ session, params, body }) => {
    assertPaidOrAdmin(session);
    const progress = await applyVideoEvent(session.user.id, params.videoId, body);
    if (body.played) await issueEarnedCertificates(session.user.id);
    return progress;
  },
);

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });

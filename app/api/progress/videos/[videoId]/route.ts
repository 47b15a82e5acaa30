import { otherMethods } from '@/lib/api/methods';
import { withRoute } from '@/lib/api/route';
import { assertPaidOrAdmin } from '@/lib/auth/paid-access';
import { issueEarnedCertificates } from '@/lib/certificates/issue';
import { countProgressEvent } from '@/lib/progress/event-limit';
import { applyVideoEvent } from '@/lib/progress/videos';
import { RATE_RULES } from '@/lib/security/rate-limit';
import { progressVideoIdParam } from '@/lib/validation/params';
import { videoEventSchema } from '@/lib/validation/progress';

// POST /api/progress/videos/{videoId} { eventId, position, played?: { from, to }, duration? } → { videoId, position,
// duration, watched }: the player's report for the session's learner (docs/product.md#progress). Only `played`
// segments count toward the share, measured against the length the server read from the file and bounded by its
// playback clock; a sent `duration` is not read. `position` is where playback resumes. An event id already applied
// changes nothing. At most 300 events in 10 minutes per learner (429).
export const POST = withRoute(
  { access: 'user', params: progressVideoIdParam, body: videoEventSchema, rateLimit: RATE_RULES.progressEventsPerIp },
  async ({ session, params, body }) => {
    assertPaidOrAdmin(session);
    await countProgressEvent(session.user.id);
    const progress = await applyVideoEvent(session.user.id, params.videoId, body);
    if (body.played) await issueEarnedCertificates(session.user.id);
    return progress;
  },
);

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });

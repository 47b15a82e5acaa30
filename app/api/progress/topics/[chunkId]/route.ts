import { otherMethods } from '@/lib/api/methods';
import { withRoute } from '@/lib/api/route';
import { countProgressEvent } from '@/lib/progress/event-limit';
import { applyTopicEvent } from '@/lib/progress/topics';
import { issueEarnedCertificates } from '@/lib/certificates/issue';
import { RATE_RULES } from '@/lib/security/rate-limit';
import { topicChunkIdParam } from '@/lib/validation/params';
import { topicEventSchema } from '@/lib/validation/progress';

// PUT /api/progress/topics/{chunkId} { eventId, done, via? } → { done }: a learning topic read to its end or ticked
// (done: true), or unticked (done: false), for the session's learner only (docs/product.md#progress). An event id
// already applied changes nothing.
export const PUT = withRoute(
  { access: 'user', params: topicChunkIdParam, body: topicEventSchema, rateLimit: RATE_RULES.progressEventsPerIp },
  async ({ session, params, body }) => {
    await countProgressEvent(session.user.id);
    const result = await applyTopicEvent(session.user.id, params.chunkId, body);
    if (result.done) await issueEarnedCertificates(session.user.id);
    return result;
  },
);

export const { GET, HEAD, POST, PATCH, DELETE, OPTIONS } = otherMethods({ PUT });

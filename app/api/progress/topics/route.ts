import { otherMethods } from '@/lib/api/methods';
import { withRoute } from '@/lib/api/route';
import { topicsDoneOf } from '@/lib/progress/topics';
import { topicsQueryOf } from '@/lib/progress/topics-query';

// GET /api/progress/topics[?course={id}] → { done: [{ chunkId, via, doneAt }] }: the session's learner's done topics,
// which the learning pages tick (docs/product.md#progress).
export const GET = withRoute({ access: 'user' }, async ({ session, request }) => ({
  done: await topicsDoneOf(session.user.id, topicsQueryOf(request)),
}));

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });

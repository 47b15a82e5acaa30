import { otherMethods } from '@/lib/api/methods';
import { withRoute } from '@/lib/api/route';
import { markNoticesRead } from '@/lib/notices/queries';
import { markNoticesReadSchema } from '@/lib/validation/notices';

// POST /api/notices/read { ids? } → { marked }: marks the session's own notices read, the ids given or all of them.
// Ids of another learner's notices change nothing.
export const POST = withRoute({ access: 'user', body: markNoticesReadSchema }, async ({ session, body }) => ({
  marked: await markNoticesRead(session.user.id, body.ids),
}));

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });

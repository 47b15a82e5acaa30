import { otherMethods } from '@/lib/api/methods';
import { withRoute } from '@/lib/api/route';
import { noticesOf } from '@/lib/notices/queries';

// GET /api/notices → { unread, notices }: the session's own notices, newest first (docs/product.md#notices). The portal
// reads its unread count here, in the browser, so the portal's HTML carries nothing of the learner.
export const GET = withRoute({ access: 'user' }, ({ session }) => noticesOf(session.user.id));

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });

import { otherMethods } from '@/lib/api/methods';
import { withRoute } from '@/lib/api/route';
import { readBoard } from '@/lib/practice/exercises/mouse-action/server/board-store';

// GET /api/practice/v1/mouse-action/board → { board }: the caller's board (docs/practice/mouse-action.md#api).
export const GET = withRoute({ access: 'user', cacheReply: true }, async ({ session }) => ({ board: await readBoard(session.identity.userId) }));

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });

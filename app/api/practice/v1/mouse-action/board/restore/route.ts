import { otherMethods } from '@/lib/api/methods';
import { withRoute } from '@/lib/api/route';
import { restoreFromTrash } from '@/lib/practice/exercises/mouse-action/server/board-store';
import { boardRestoreSchema } from '@/lib/practice/exercises/mouse-action/schemas';

// POST /api/practice/v1/mouse-action/board/restore { card } → { board, message }: a card in the Trash goes
// back to the end of the list it came from; a card that is not in the Trash is a 409.
export const POST = withRoute({ access: 'user', body: boardRestoreSchema }, async ({ body, session }) =>
  restoreFromTrash(session.identity.userId, body.card),
);

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });

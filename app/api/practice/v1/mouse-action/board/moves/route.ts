import { otherMethods } from '@/lib/api/methods';
import { withRoute } from '@/lib/api/route';
import { moveCard } from '@/lib/practice/exercises/mouse-action/server/board-store';
import { boardMoveSchema } from '@/lib/practice/exercises/mouse-action/schemas';

// POST /api/practice/v1/mouse-action/board/moves { card, to, index? } → { board, message }: one drag and
// drop (or its button alternative). A bad body or index is a 400; a zone that refuses the card a 409.
export const POST = withRoute({ access: 'user', body: boardMoveSchema }, async ({ body, session }) => moveCard(session.identity.userId, body));

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });

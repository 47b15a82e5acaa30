import 'server-only';
import type { RouteTable } from '../../../routes/table';
import { boardMoveSchema, boardRestoreSchema } from '../schemas';
import { moveCard, readBoard, restoreFromTrash } from './board-store';
import { practiceRoute } from '@/lib/practice/practice-route';

// The Mouse Action board's API (docs/practice/mouse-action.md#api), the caller's own board.
export const MOUSE_ACTION_ROUTES: RouteTable = [
  {
    // GET → { board }.
    path: '/api/practice/v1/mouse-action/board',
    readsState: true,
    handlers: { GET: practiceRoute({ access: 'user', cacheReply: true }, async ({ session }) => ({ board: await readBoard(session.identity.userId) })) },
  },
  {
    // POST { card, to, index? } → { board, message }: one drag and drop (or its button alternative). A bad body or
    // index is a 400; a zone that refuses the card a 409.
    path: '/api/practice/v1/mouse-action/board/moves',
    writesState: true,
    handlers: { POST: practiceRoute({ access: 'user', body: boardMoveSchema }, async ({ body, session }) => moveCard(session.identity.userId, body)) },
  },
  {
    // POST { card } → { board, message }: a card in the Trash goes back to the end of the list it came from; a card
    // that is not in the Trash is a 409.
    path: '/api/practice/v1/mouse-action/board/restore',
    writesState: true,
    handlers: { POST: practiceRoute({ access: 'user', body: boardRestoreSchema }, async ({ body, session }) => restoreFromTrash(session.identity.userId, body.card)) },
  },
];

import 'server-only';
import { z } from 'zod';
import { boardMoveSchema, boardRestoreSchema, boardSchema } from '../schemas';
import { MOUSE_ACTION_EXERCISE } from '../descriptor';
import type { ApiArea } from '@/lib/openapi/area';

// The Mouse Action board's API (docs/practice/mouse-action.md#api): the learner's own board, a drag and drop as one
// move. /api/practice/v1/mouse-action/board/** (./routes.ts).

const moved = z.object({ board: boardSchema, message: z.string() });

/** The exercise's routes in the product API document (lib/openapi/), through its server entry's `siteApiArea`. */
export const mouseActionArea = (): ApiArea => ({
  tag: { name: MOUSE_ACTION_EXERCISE.name, description: 'The learner\'s task board: cards moved between lists by drag and drop.' },
  paths: {
    '/api/practice/v1/mouse-action/board': {
      get: { operationId: 'getBoard', summary: 'Your board', access: 'user', reply: { description: '`{ board }`.', json: z.object({ board: boardSchema }) } },
    },
    '/api/practice/v1/mouse-action/board/moves': {
      post: {
        operationId: 'moveCard',
        summary: 'Move a card',
        access: 'user',
        body: boardMoveSchema,
        description: 'One drag and drop (or its button alternative): `card` into zone `to` at `index` (0-based; left out, at the end). The index\'s upper bound depends on the board.',
        reply: { description: '`{ board, message }`.', json: moved },
        refusals: {
          400: { description: 'A field is wrong (`errors` names each), or the index is past the end', codes: ['VALIDATION_FAILED', 'INVALID_JSON'] },
          409: { description: 'The zone refuses the card: it is locked, or takes bugs only', codes: ['ZONE_LOCKED', 'BUGS_ONLY'] },
        },
      },
    },
    '/api/practice/v1/mouse-action/board/restore': {
      post: {
        operationId: 'restoreCard',
        summary: 'Take a card back out of the Trash',
        access: 'user',
        body: boardRestoreSchema,
        description: 'It goes back to the end of the list it came from.',
        reply: { description: '`{ board, message }`.', json: moved },
        refusals: { 409: { description: 'The card is not in the Trash', codes: ['NOT_IN_TRASH'] } },
      },
    },
  },
});

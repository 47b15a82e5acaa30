import { z } from 'zod';
import { MOUSE_ACTION_BOARD_MSG, CARD_IDS, LIST_IDS, ZONE_IDS, type Board } from './board';

// The Mouse Action board's API bodies (docs/practice/mouse-action.md#api) and its stored document. The
// board's controls build the same bodies, so a move the page sends is checked by these rules only.

const cardId = z.enum(CARD_IDS, { error: MOUSE_ACTION_BOARD_MSG.unknownCard });

/**
 * POST /api/practice/v1/mouse-action/board/moves: put `card` into zone `to` at 0-based `index`
 * (left out: at the end). The upper bound of `index` depends on the board, so the server checks it.
 */
export const boardMoveSchema = z.object({
  card: cardId,
  to: z.enum(ZONE_IDS, { error: MOUSE_ACTION_BOARD_MSG.unknownZone }),
  index: z.number({ error: MOUSE_ACTION_BOARD_MSG.indexType }).int({ error: MOUSE_ACTION_BOARD_MSG.indexType }).min(0, { error: MOUSE_ACTION_BOARD_MSG.indexType }).optional(),
});
export type BoardMove = z.infer<typeof boardMoveSchema>;

/** POST /api/practice/v1/mouse-action/board/restore: a card in the Trash goes back to the list it came from. */
export const boardRestoreSchema = z.object({ card: cardId });
export type BoardRestore = z.infer<typeof boardRestoreSchema>;

/** The stored board: every card exactly once. A document that breaks this counts as the start board. */
export const boardSchema: z.ZodType<Board> = z
  .object({
    backlog: z.array(cardId),
    sprint: z.array(cardId),
    bugs: z.array(cardId),
    trash: z.array(z.object({ card: cardId, from: z.enum(LIST_IDS) })),
  })
  .refine((board) => {
    const all = [...board.backlog, ...board.sprint, ...board.bugs, ...board.trash.map((entry) => entry.card)];
    return all.length === CARD_IDS.length && new Set(all).size === CARD_IDS.length;
  });

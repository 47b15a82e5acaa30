import 'server-only';
import { badRequest, conflict } from '@/lib/api/errors';
import { MOUSE_ACTION_BOARD_MSG, CARDS, findCard, type Board, type CardId, type ListId } from '../board';
import type { BoardMove } from '../schemas';
import type { PlantedDefects } from '@/lib/practice/defects/planted';

// The board's rules (docs/practice/mouse-action.md#board). Each function changes the board in place (the
// state store saves it) and answers the message the page shows; a refusal throws, and nothing is stored.
// Three planted defects live here, each live when the learner's planted defects include it (catalogue: ./defects.ts).

/** Planted defects a change met, for the bug hunt's evidence (docs/architecture.md#bug-hunt). */
export type MetDefects = Set<string>;

/** Moves a card to a zone at a 0-based index (the end when left out). */
export function applyMove(board: Board, move: BoardMove, planted: PlantedDefects, met: MetDefects = new Set()): string {
  const card = CARDS[move.card];
  if (move.to === 'locked') throw conflict(MOUSE_ACTION_BOARD_MSG.locked, 'ZONE_LOCKED');
  // MOU-02: in bug mode the Bugs zone takes any card.
  if (move.to === 'bugs' && card.kind !== 'bug') {
    if (!planted.has('MOU-02')) throw conflict(MOUSE_ACTION_BOARD_MSG.bugsOnly(card.title), 'BUGS_ONLY');
    met.add('MOU-02');
  }

  const from = findCard(board, move.card);
  const trashedFrom = trashOrigin(board, move.card, from.zone);
  removeCard(board, move.card);

  const target = move.to === 'trash' ? board.trash.map((entry) => entry.card) : board[move.to];
  const room = target.length;
  const requested = move.index ?? room;
  if (requested > room) {
    const message = MOUSE_ACTION_BOARD_MSG.badIndex(move.to, room);
    throw badRequest(message, { index: message });
  }
  // MOU-01: in bug mode a card reordered within its own list lands one place further down.
  const index = planted.has('MOU-01') && move.index !== undefined && from.zone === move.to ? Math.min(requested + 1, room) : requested;
  if (index !== requested) met.add('MOU-01');

  if (move.to === 'trash') {
    board.trash.splice(index, 0, { card: move.card, from: trashedFrom });
    return MOUSE_ACTION_BOARD_MSG.trashed(card.title);
  }
  board[move.to].splice(index, 0, move.card);
  return MOUSE_ACTION_BOARD_MSG.moved(card.title, move.to, requested + 1);
}

/** Takes a card out of the Trash and appends it to the list it was thrown away from. */
export function restoreCard(board: Board, cardId: CardId, planted: PlantedDefects, met: MetDefects = new Set()): string {
  const card = CARDS[cardId];
  const at = board.trash.findIndex((entry) => entry.card === cardId);
  if (at < 0) throw conflict(MOUSE_ACTION_BOARD_MSG.notInTrash(card.title), 'NOT_IN_TRASH');
  const [entry] = board.trash.splice(at, 1);
  // MOU-03: in bug mode every restored card lands in the Backlog, whatever list it came from.
  const list: ListId = planted.has('MOU-03') ? 'backlog' : entry.from;
  if (list !== entry.from) met.add('MOU-03');
  board[list].push(cardId);
  return MOUSE_ACTION_BOARD_MSG.restored(card.title, list);
}

/** The list a card going to the Trash came from (a card moved within the Trash keeps its origin). */
function trashOrigin(board: Board, cardId: CardId, zone: string): ListId {
  if (zone === 'trash') return board.trash.find((entry) => entry.card === cardId)!.from;
  return zone as ListId;
}

function removeCard(board: Board, cardId: CardId): void {
  board.backlog = board.backlog.filter((id) => id !== cardId);
  board.sprint = board.sprint.filter((id) => id !== cardId);
  board.bugs = board.bugs.filter((id) => id !== cardId);
  board.trash = board.trash.filter((entry) => entry.card !== cardId);
}

import 'server-only';
import { isBugModeOn } from '@/lib/practice/bug-mode';
import { readPracticeState, updatePracticeState } from '@/lib/practice/state-store';
import type { Board, CardId } from '../board';
import { applyMove, restoreCard } from './moves';
import type { BoardMove } from '../schemas';
import { MOUSE_ACTION_STATE as BOARD } from '../state';

// Each learner's board is one practice_state document (lib/practice/state-store.ts); "Reset my practice
// data" deletes it, so the next read is the start board.

export interface BoardReply {
  board: Board;
  message: string;
}

export function readBoard(userId: string): Promise<Board> {
  return readPracticeState(userId, BOARD);
}

export async function moveCard(userId: string, move: BoardMove): Promise<BoardReply> {
  const bugMode = await isBugModeOn(userId);
  return updatePracticeState(userId, BOARD, (board) => ({ message: applyMove(board, move, bugMode), board }));
}

export async function restoreFromTrash(userId: string, card: CardId): Promise<BoardReply> {
  const bugMode = await isBugModeOn(userId);
  return updatePracticeState(userId, BOARD, (board) => ({ message: restoreCard(board, card, bugMode), board }));
}

import 'server-only';
import { recordDefectEvidence } from '@/lib/practice/bug-hunt/evidence';
import { plantedDefectsOf } from '@/lib/practice/defects/planted';
import { readPracticeState, updatePracticeState } from '@/lib/practice/state-store';
import type { Board, CardId } from '../board';
import { applyMove, restoreCard, type MetDefects } from './moves';
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
  const planted = await plantedDefectsOf(userId);
  const met: MetDefects = new Set();
  const reply = await updatePracticeState(userId, BOARD, (board) => ({ message: applyMove(board, move, planted, met), board }));
  await recordMet(userId, met);
  return reply;
}

export async function restoreFromTrash(userId: string, card: CardId): Promise<BoardReply> {
  const planted = await plantedDefectsOf(userId);
  const met: MetDefects = new Set();
  const reply = await updatePracticeState(userId, BOARD, (board) => ({ message: restoreCard(board, card, planted, met), board }));
  await recordMet(userId, met);
  return reply;
}

/** Once the change is stored: the planted defects it met are the learner's evidence (docs/architecture.md#bug-hunt). */
async function recordMet(userId: string, met: MetDefects): Promise<void> {
  for (const defectId of met) await recordDefectEvidence(userId, defectId);
}

import 'server-only';
import { isDeepStrictEqual } from 'node:util';
import { readPracticeState } from '../../state-store';
import { startBoard } from './board';
import { MOUSE_ACTION_STATE } from './state';

// The board is the only part of Mouse Action the server sees: the journey is done once the stored board is no
// longer the start board, that is, a card was moved, or trashed and restored elsewhere than where it began
// (docs/practice/mouse-action.md). A reset brings the start board back.
export async function isMouseActionCompleted(userId: string): Promise<boolean> {
  const board = await readPracticeState(userId, MOUSE_ACTION_STATE);
  return !isDeepStrictEqual(board, startBoard());
}

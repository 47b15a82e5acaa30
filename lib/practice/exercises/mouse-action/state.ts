import 'server-only';
import type { StateShape } from '../../state-store';
import { startBoard, type Board } from './board';
import { boardSchema } from './schemas';

// A learner's Mouse Action board on the server (one practice_state document). Everything else on the page
// (hover, double-click, the slider…) lives in the browser only; "Reset my practice data" deletes the board.
export const MOUSE_ACTION_STATE: StateShape<Board> = { exercise: 'mouse-action', schema: boardSchema, initial: startBoard };

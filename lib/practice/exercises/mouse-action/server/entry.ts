import 'server-only';
import type { ServerExercise } from '../../../server-exercise';
import { mouseActionArea } from './api-area';
import { MOUSE_ACTION_CHALLENGES } from '../challenges';
import { isMouseActionCompleted } from '../completion';
import { MOUSE_ACTION_DEFECTS } from '../defects';
import { MOUSE_ACTION_EXERCISE } from '../descriptor';
import { MOUSE_ACTION_STATE } from '../state';
import { TASK_SHEET } from '../task-sheet-data';
import { MOUSE_ACTION_ROUTES } from './routes';

// This exercise as the server registry sees it (lib/practice/server-registry.ts).
export const MOUSE_ACTION_SERVER_ENTRY: ServerExercise = {
  descriptor: MOUSE_ACTION_EXERCISE,
  taskSheet: TASK_SHEET,
  state: MOUSE_ACTION_STATE,
  defects: MOUSE_ACTION_DEFECTS,
  challenges: MOUSE_ACTION_CHALLENGES,
  isCompleted: isMouseActionCompleted,
  routes: MOUSE_ACTION_ROUTES,
  siteApiArea: mouseActionArea,
};

import 'server-only';
import type { ServerExercise } from '../../../server-exercise';
import { framesAlertArea } from './api-area';
import { FRAMES_ALERT_CHALLENGES } from '../challenges';
import { isFramesAlertCompleted } from '../completion';
import { FRAMES_ALERT_DEFECTS } from '../defects';
import { FRAMES_ALERT_EXERCISE } from '../descriptor';
import { FRAMES_ALERT_STATE } from '../state';
import { TASK_SHEET } from '../task-sheet-data';
import { FRAMES_ALERT_ROUTES } from './routes';

// This exercise as the server registry sees it (lib/practice/server-registry.ts).
export const FRAMES_ALERT_SERVER_ENTRY: ServerExercise = {
  descriptor: FRAMES_ALERT_EXERCISE,
  taskSheet: TASK_SHEET,
  state: FRAMES_ALERT_STATE,
  defects: FRAMES_ALERT_DEFECTS,
  challenges: FRAMES_ALERT_CHALLENGES,
  isCompleted: isFramesAlertCompleted,
  routes: FRAMES_ALERT_ROUTES,
  siteApiArea: framesAlertArea,
};

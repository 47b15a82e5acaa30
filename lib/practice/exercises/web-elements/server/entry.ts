import 'server-only';
import type { ServerExercise } from '../../../server-exercise';
import { webElementsArea } from './api-area';
import { WEB_ELEMENTS_CHALLENGES } from '../challenges';
import { isWebElementsCompleted } from '../completion';
import { WEB_ELEMENTS_DEFECTS } from '../defects';
import { WEB_ELEMENTS_EXERCISE } from '../descriptor';
import { WEB_ELEMENTS_STATE } from '../state';
import { TASK_SHEET } from '../task-sheet-data';
import { WEB_ELEMENTS_ROUTES } from './routes';

// This exercise as the server registry sees it (lib/practice/server-registry.ts).
export const WEB_ELEMENTS_SERVER_ENTRY: ServerExercise = {
  routes: WEB_ELEMENTS_ROUTES,
  descriptor: WEB_ELEMENTS_EXERCISE,
  taskSheet: TASK_SHEET,
  state: WEB_ELEMENTS_STATE,
  defects: WEB_ELEMENTS_DEFECTS,
  challenges: WEB_ELEMENTS_CHALLENGES,
  isCompleted: isWebElementsCompleted,
  siteApiArea: webElementsArea,
};

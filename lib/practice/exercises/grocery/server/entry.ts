import 'server-only';
import type { ServerExercise } from '../../../server-exercise';
import { groceryArea } from './api-area';
import { GROCERY_CHALLENGES } from '../challenges';
import { isGroceryCompleted } from '../completion';
import { GROCERY_DEFECTS } from '../defects';
import { GROCERY_EXERCISE } from '../descriptor';
import { GROCERY_STATE } from '../state';
import { TASK_SHEET } from '../task-sheet-data';
import { GROCERY_ROUTES } from './routes';

// This exercise as the server registry sees it (lib/practice/server-registry.ts).
export const GROCERY_SERVER_ENTRY: ServerExercise = {
  descriptor: GROCERY_EXERCISE,
  taskSheet: TASK_SHEET,
  state: GROCERY_STATE,
  defects: GROCERY_DEFECTS,
  challenges: GROCERY_CHALLENGES,
  isCompleted: isGroceryCompleted,
  routes: GROCERY_ROUTES,
  siteApiArea: groceryArea,
};

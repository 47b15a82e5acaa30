import 'server-only';
import type { ServerExercise } from '../../../server-exercise';
import { BOOK_LIST_CHALLENGES } from '../challenges';
import { isBookListCompleted } from '../completion';
import { BOOK_LIST_DEFECTS } from '../defects';
import { BOOK_LIST_EXERCISE } from '../descriptor';
import { bookListApiPart } from '../openapi/part';
import { bookListSiteArea } from '../openapi/site-area';
import { BOOK_LIST_STATE } from '../state';
import { TASK_SHEET } from '../task-sheet-data';
import { BOOK_LIST_ROUTES } from './routes';

// This exercise as the server registry sees it (lib/practice/server-registry.ts).
export const BOOK_LIST_SERVER_ENTRY: ServerExercise = {
  descriptor: BOOK_LIST_EXERCISE,
  taskSheet: TASK_SHEET,
  state: BOOK_LIST_STATE,
  defects: BOOK_LIST_DEFECTS,
  challenges: BOOK_LIST_CHALLENGES,
  isCompleted: isBookListCompleted,
  apiContract: bookListApiPart,
  routes: BOOK_LIST_ROUTES,
  siteApiArea: bookListSiteArea,
};

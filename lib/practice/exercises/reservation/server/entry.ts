import 'server-only';
import type { ServerExercise } from '../../../server-exercise';
import { reservationArea } from './api-area';
import { RESERVATION_CHALLENGES } from '../challenges';
import { isReservationCompleted } from '../completion';
import { RESERVATION_DEFECTS } from '../defects';
import { RESERVATION_EXERCISE } from '../descriptor';
import { RESERVATION_STATE } from '../state';
import { TASK_SHEET } from '../task-sheet-data';
import { RESERVATION_ROUTES } from './routes';

// This exercise as the server registry sees it (lib/practice/server-registry.ts).
export const RESERVATION_SERVER_ENTRY: ServerExercise = {
  descriptor: RESERVATION_EXERCISE,
  taskSheet: TASK_SHEET,
  state: RESERVATION_STATE,
  defects: RESERVATION_DEFECTS,
  challenges: RESERVATION_CHALLENGES,
  isCompleted: isReservationCompleted,
  routes: RESERVATION_ROUTES,
  siteApiArea: reservationArea,
};

import 'server-only';
import type { ServerExercise } from '../../../server-exercise';
import { practiceBankArea } from './api-area';
import { PRACTICE_BANK_CHALLENGES } from '../challenges';
import { isPracticeBankCompleted } from '../completion';
import { PRACTICE_BANK_DEFECTS } from '../defects';
import { PRACTICE_BANK_EXERCISE } from '../descriptor';
import { inboxApiPart } from '@/lib/practice/inbox/openapi';
import { PRACTICE_BANK_STATE } from '../state';
import { TASK_SHEET } from '../task-sheet-data';
import { observePracticeBankChallenges } from './challenge-checks';
import { PRACTICE_BANK_ROUTES } from './routes';

// This exercise as the server registry sees it (lib/practice/server-registry.ts). It mails its codes to the
// learner's practice inbox, so it watches the inbox's exchanges for its challenges, and it hands the OpenAPI
// document the inbox's routes (the lab's inbox has no exercise of its own).
export const PRACTICE_BANK_SERVER_ENTRY: ServerExercise = {
  descriptor: PRACTICE_BANK_EXERCISE,
  taskSheet: TASK_SHEET,
  state: PRACTICE_BANK_STATE,
  defects: PRACTICE_BANK_DEFECTS,
  challenges: PRACTICE_BANK_CHALLENGES,
  isCompleted: isPracticeBankCompleted,
  apiContract: inboxApiPart,
  observeInbox: observePracticeBankChallenges,
  routes: PRACTICE_BANK_ROUTES,
  siteApiArea: practiceBankArea,
};

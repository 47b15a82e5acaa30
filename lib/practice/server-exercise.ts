import type { ExchangeObserver } from '../api/observed-exchange';
import type { ApiArea } from '../openapi/area';
import type { Challenge } from './challenge';
import type { PlantedDefect } from './defects/types';
import type { ExerciseDescriptor } from './exercise-descriptor';
import type { PracticeApiPart } from './openapi/api-part';
import type { StateShape } from './state-store';
import type { TaskSheet } from './task-sheet-types';
import type { RouteTable } from './routes/table';

// What the server knows about one hosted exercise beyond its descriptor (docs/architecture.md#practice-lab).
// Each exercise builds its own in lib/practice/exercises/{id}/server/entry.ts; ./server-registry.ts gathers
// them. Never sent to the browser: the defects carry the key to the bug hunt.
export interface ServerExercise {
  descriptor: ExerciseDescriptor;
  /** What the task sheet shows: behaviour to test, ideas, stable hooks, timings and error codes. */
  taskSheet: TaskSheet;
  /** Its practice_state document, or null for an exercise that stores none (files only, or nothing). */
  state: StateShape<unknown> | null;
  defects: readonly PlantedDefect[];
  challenges: readonly Challenge[];
  /** Whether the learner completed the clean journey, read from what the server stored (a reset undoes it). */
  isCompleted: (userId: string) => Promise<boolean>;
  /** An exercise with a REST API: its share of the OpenAPI document (lib/practice/openapi/document.ts). */
  apiContract?: () => PracticeApiPart;
  /**
   * Its routes the practice API document leaves out (those its page calls with the site's session, its downloads):
   * their area of the product API document (lib/openapi/, docs/architecture.md#rest-api-document).
   */
  siteApiArea?: () => ApiArea;
  /**
   * An exercise that mails the learner: its challenges seen in the lab-wide practice inbox's exchanges (reading a
   * code through the API, a long-poll), handed to the inbox routes by lib/practice/inbox/observe.ts.
   */
  observeInbox?: ExchangeObserver;
  /**
   * Its HTTP API: every path with its methods and handlers (server/routes.ts, lib/practice/routes/table.ts), mounted
   * by the lab's catch-all route and read by the fast path. None for an exercise that only has pages.
   */
  routes?: RouteTable;
}

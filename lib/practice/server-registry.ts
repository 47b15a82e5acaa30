import 'server-only';
import { BOOK_LIST_SERVER_ENTRY } from './exercises/book-list/server/entry';
import { EMPLOYEE_WSDL_SERVER_ENTRY } from './exercises/employee-wsdl/server/entry';
import { FRAMES_ALERT_SERVER_ENTRY } from './exercises/frames-alert/server/entry';
import { GROCERY_SERVER_ENTRY } from './exercises/grocery/server/entry';
import { MOUSE_ACTION_SERVER_ENTRY } from './exercises/mouse-action/server/entry';
import { PRACTICE_BANK_SERVER_ENTRY } from './exercises/practice-bank/server/entry';
import { RESERVATION_SERVER_ENTRY } from './exercises/reservation/server/entry';
import { WEB_ELEMENTS_SERVER_ENTRY } from './exercises/web-elements/server/entry';
import type { PlantedDefect } from './defects/types';
import type { HostedExercise } from './registry';
import type { ServerExercise } from './server-exercise';

// The server-only registry (docs/architecture.md#practice-lab): each exercise's state, defects, challenges,
// completion rule and task sheet. With ./registry.ts (the descriptors every caller may see) it is the only
// place that names the exercises; the bug hunt, progress and the trainer's views read it and name none.
// Server-only: the browser never receives the defect catalogue (the bug hunt must not be solvable by
// reading the page's data); exercises only learn whether bug mode is on.

const ENTRIES: readonly ServerExercise[] = [
  GROCERY_SERVER_ENTRY,
  RESERVATION_SERVER_ENTRY,
  MOUSE_ACTION_SERVER_ENTRY,
  FRAMES_ALERT_SERVER_ENTRY,
  WEB_ELEMENTS_SERVER_ENTRY,
  BOOK_LIST_SERVER_ENTRY,
  PRACTICE_BANK_SERVER_ENTRY,
  EMPLOYEE_WSDL_SERVER_ENTRY,
];

export const SERVER_EXERCISES = Object.fromEntries(ENTRIES.map((entry) => [entry.descriptor.id, entry])) as Record<
  HostedExercise,
  ServerExercise
>;

/** Every planted defect of the practice lab. */
export const DEFECT_CATALOGUE: readonly PlantedDefect[] = ENTRIES.flatMap((entry) => entry.defects);

export function defectsOf(exercise: HostedExercise): PlantedDefect[] {
  return DEFECT_CATALOGUE.filter((defect) => defect.exercise === exercise);
}

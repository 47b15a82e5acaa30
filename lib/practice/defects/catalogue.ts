import 'server-only';
import type { HostedExercise } from '../exercises';
import { FRAMES_ALERT_DEFECTS } from '../exercises/frames-alert/defects';
import { GROCERY_DEFECTS } from '../exercises/grocery/defects';
import { MOUSE_ACTION_DEFECTS } from '../exercises/mouse-action/defects';
import { RESERVATION_DEFECTS } from '../exercises/reservation/defects';
import { WEB_ELEMENTS_DEFECTS } from '../exercises/web-elements/defects';
import type { PlantedDefect } from './types';

// Every planted defect of the practice lab. Server-only: the browser never receives the catalogue (the
// bug hunt must not be solvable by reading the page's data); exercises only learn whether bug mode is on.

export const DEFECT_CATALOGUE: readonly PlantedDefect[] = [
  ...GROCERY_DEFECTS,
  ...RESERVATION_DEFECTS,
  ...MOUSE_ACTION_DEFECTS,
  ...FRAMES_ALERT_DEFECTS,
  ...WEB_ELEMENTS_DEFECTS,
];

export function defectsOf(exercise: HostedExercise): PlantedDefect[] {
  return DEFECT_CATALOGUE.filter((defect) => defect.exercise === exercise);
}

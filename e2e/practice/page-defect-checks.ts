import type { HostedExercise } from '../../lib/practice/registry';
import { FRAMES_ALERT_CHECKS } from './frames-alert/page-checks';
import { GROCERY_CHECKS } from './grocery/page-checks';
import { MOUSE_ACTION_CHECKS } from './mouse-action/page-checks';
import type { ExerciseChecks } from './page-check-kit';
import { RESERVATION_CHECKS } from './reservation/page-checks';
import { WEB_ELEMENTS_CHECKS } from './web-elements/page-checks';

// Reference checks of the planted defects only a page shows (docs/architecture.md#defects-one-at-a-time): what a
// learner's browser suite would assert, each answering true when the page behaves as its task sheet says. Each waits
// for a state the clean page and the defective one share, then reads what tells them apart, so a defect costs no
// timeout. An exercise's checks run in turn on one page load per round (./page-check-kit.ts has their shape); each
// exercise's live beside its other specs. Used by one-at-a-time.spec.ts.

export const PAGE_DEFECT_CHECKS: Partial<Record<HostedExercise, ExerciseChecks>> = {
  'frames-alert': FRAMES_ALERT_CHECKS,
  grocery: GROCERY_CHECKS,
  'mouse-action': MOUSE_ACTION_CHECKS,
  reservation: RESERVATION_CHECKS,
  'web-elements': WEB_ELEMENTS_CHECKS,
};

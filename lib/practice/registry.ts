import type { ExerciseDescriptor } from './exercise-descriptor';
import { BOOK_LIST_EXERCISE } from './exercises/book-list/descriptor';
import { EMPLOYEE_WSDL_EXERCISE } from './exercises/employee-wsdl/descriptor';
import { FRAMES_ALERT_EXERCISE } from './exercises/frames-alert/descriptor';
import { GROCERY_EXERCISE } from './exercises/grocery/descriptor';
import { MOUSE_ACTION_EXERCISE } from './exercises/mouse-action/descriptor';
import { PRACTICE_BANK_EXERCISE } from './exercises/practice-bank/descriptor';
import { RESERVATION_EXERCISE } from './exercises/reservation/descriptor';
import { WEB_ELEMENTS_EXERCISE } from './exercises/web-elements/descriptor';

// The client-safe registry of the exercises the practice lab hosts (docs/architecture.md#practice-lab): the
// one place, with ./server-registry.ts, that names them. Descriptors only, so server and client share it;
// defect texts, hints and state live in the server registry.
//
// Versions keep learners' recorded tests working: /student/practice/{link}/v1 never changes in a way that
// breaks a selector, a text or a flow. A change that would gets a new version folder, and the bare
// /student/practice/{link} then leads to it (Grocery's bare /student/practice/shopping shows the shop itself,
// as it always has).

/** In the order the practice list shows them. */
const DESCRIPTORS = [GROCERY_EXERCISE, RESERVATION_EXERCISE, MOUSE_ACTION_EXERCISE, FRAMES_ALERT_EXERCISE, WEB_ELEMENTS_EXERCISE, BOOK_LIST_EXERCISE, PRACTICE_BANK_EXERCISE, EMPLOYEE_WSDL_EXERCISE] as const;

export type HostedExercise = (typeof DESCRIPTORS)[number]['id'];

export const HOSTED_EXERCISES = DESCRIPTORS.map((descriptor) => descriptor.id) as [HostedExercise, ...HostedExercise[]];

export type ExerciseInfo = ExerciseDescriptor & { id: HostedExercise };

export const EXERCISES = Object.fromEntries(DESCRIPTORS.map((descriptor) => [descriptor.id, descriptor])) as unknown as Record<
  HostedExercise,
  ExerciseInfo
>;

export function isHostedExercise(value: string): value is HostedExercise {
  return (HOSTED_EXERCISES as readonly string[]).includes(value);
}

/** The exercise's versioned page, the address learners' tests should use. */
export function exercisePath(id: HostedExercise, version = currentVersion(id)): string {
  return `/student/practice/${EXERCISES[id].link}/${version}`;
}

export function currentVersion(id: HostedExercise): string {
  const { versions } = EXERCISES[id];
  return versions[versions.length - 1];
}

/** The exercise a planted defect's id belongs to, by its prefix (RES-07 → reservation); null for an id of none. */
export function exerciseOfDefectId(defectId: string): HostedExercise | null {
  const prefix = defectId.split('-')[0];
  return HOSTED_EXERCISES.find((id) => EXERCISES[id].defectPrefix === prefix) ?? null;
}

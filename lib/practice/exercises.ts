// The exercises the practice lab hosts (docs/product.md#practice-lab). Plain data: server and client share it.
//
// Versions keep learners' recorded tests working: /student/practice/{link}/v1 never changes in a way that
// breaks a selector, a text or a flow. A change that would gets a new version folder, and the bare
// /student/practice/{link} then leads to it (Grocery's bare /student/practice/shopping shows the shop itself,
// as it always has).

export const HOSTED_EXERCISES = ['grocery', 'reservation', 'mouse-action', 'frames-alert', 'web-elements'] as const;
export type HostedExercise = (typeof HOSTED_EXERCISES)[number];

export interface ExerciseInfo {
  id: HostedExercise;
  /** The page's h1. */
  title: string;
  /** The /student/practice/{link} segment (Grocery keeps the shop's historic `shopping`). */
  link: string;
  /** Every version that is served; the last is the one the bare link leads to. */
  versions: readonly string[];
}

export const EXERCISES: Record<HostedExercise, ExerciseInfo> = {
  // The page has always been headed 'Shopping Practice' (the practice list calls it Grocery); recorded tests rely on it.
  grocery: { id: 'grocery', title: 'Shopping Practice', link: 'shopping', versions: ['v1'] },
  reservation: { id: 'reservation', title: 'Reservation', link: 'reservation', versions: ['v1'] },
  'mouse-action': { id: 'mouse-action', title: 'Mouse Action', link: 'mouse-action', versions: ['v1'] },
  'frames-alert': { id: 'frames-alert', title: 'Frames & Alert', link: 'frames-alert', versions: ['v1'] },
  'web-elements': { id: 'web-elements', title: 'Web Elements', link: 'web-elements', versions: ['v1'] },
};

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

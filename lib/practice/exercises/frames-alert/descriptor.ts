import type { ExerciseDescriptor } from '../../exercise-descriptor';

// The Frames & Alert exercise (docs/practice/frames-alert.md).
export const FRAMES_ALERT_EXERCISE = {
  id: 'frames-alert',
  name: 'Frames & Alert',
  title: 'Frames & Alert',
  link: 'frames-alert',
  versions: ['v1'],
  defectPrefix: 'FRA',
  description:
    'Switch between browser windows, tabs, frames and nested frames, accept, dismiss or answer JavaScript alerts, confirmations and prompts, reach into open and closed shadow roots, and handle a modal dialog.',
  // The practice card's picture: a window with a frame inside and an alert mark.
  icon: [{ rect: { x: 2.5, y: 3.5, width: 15, height: 13, rx: 1.5 } }, { path: 'M2.5 7h15' }, { rect: { x: 5, y: 9.5, width: 5, height: 4.5 } }, { path: 'M13.5 9.5v2.5M13.5 14v.01' }],
} as const satisfies ExerciseDescriptor;

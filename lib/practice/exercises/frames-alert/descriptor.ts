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
} as const satisfies ExerciseDescriptor;

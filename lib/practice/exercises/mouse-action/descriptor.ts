import type { ExerciseDescriptor } from '../../exercise-descriptor';

// The Mouse Action exercise (docs/practice/mouse-action.md).
export const MOUSE_ACTION_EXERCISE = {
  id: 'mouse-action',
  name: 'Mouse Action',
  title: 'Mouse Action',
  link: 'mouse-action',
  versions: ['v1'],
  defectPrefix: 'MOU',
  description:
    'Automate mouse and keyboard actions with Selenium Actions or Playwright: drag and drop between lists, onto a bin and back, hover menus and tooltips, double-click, right-click, click-and-hold, a range slider, key presses and scrolling into view.',
} as const satisfies ExerciseDescriptor;

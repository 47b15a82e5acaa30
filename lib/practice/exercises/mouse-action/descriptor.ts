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
  // The practice card's picture: a mouse with its buttons and wheel.
  icon: [{ rect: { x: 5.5, y: 2.5, width: 9, height: 15, rx: 4.5 } }, { path: 'M10 2.5v5M5.5 7.5h9' }],
} as const satisfies ExerciseDescriptor;

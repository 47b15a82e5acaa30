import type { ExerciseDescriptor } from '../../exercise-descriptor';

// The Web Elements exercise (docs/practice/web-elements.md).
export const WEB_ELEMENTS_EXERCISE = {
  id: 'web-elements',
  name: 'Web Elements',
  title: 'Web Elements',
  link: 'web-elements',
  versions: ['v1'],
  defectPrefix: 'WEB',
  description:
    'Handle the elements that make automation hard: dynamic controls, changing ids, elements that appear or disappear after a delay, file upload and download, a sortable, filterable, paginated table, infinite scroll, and broken images and links.',
  // The practice card's picture: a ticked checkbox beside a text field.
  icon: [{ rect: { x: 2.5, y: 4, width: 6, height: 6, rx: 1 } }, { path: 'm4 7 1.3 1.3L7.5 5.8' }, { rect: { x: 2.5, y: 12, width: 15, height: 4, rx: 1 } }, { path: 'M11 6h6.5M11 8.5h4' }],
} as const satisfies ExerciseDescriptor;

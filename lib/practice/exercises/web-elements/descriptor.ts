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
} as const satisfies ExerciseDescriptor;

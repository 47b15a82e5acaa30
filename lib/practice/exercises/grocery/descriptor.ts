import type { ExerciseDescriptor } from '../../exercise-descriptor';

// The Grocery shop (docs/practice/grocery.md). It was the site's shop before the lab existed, so its address
// stays /student/practice/shopping and its page stays headed 'Shopping Practice': recorded tests rely on both.
export const GROCERY_EXERCISE = {
  id: 'grocery',
  name: 'Grocery',
  title: 'Shopping Practice',
  link: 'shopping',
  versions: ['v1'],
  defectPrefix: 'GRO',
  description:
    'Test a working grocery shop end to end: search the catalogue, add and remove products, check the cart totals, then complete the order and payment forms with valid and invalid data.',
} as const satisfies ExerciseDescriptor;

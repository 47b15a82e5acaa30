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
  // The practice card's picture: a shopping cart: the grocery shop.
  icon: [{ path: 'M2 3h2l2 9h9l2-6H5' }, { circle: { cx: 7.5, cy: 16, r: 1.25 } }, { circle: { cx: 14, cy: 16, r: 1.25 } }],
} as const satisfies ExerciseDescriptor;

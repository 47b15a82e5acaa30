import { ExercisePage } from '@/components/practice/exercise-page';
import { TASK_SHEET } from '@/lib/practice/exercises/grocery/task-sheet-data';
import { ShoppingDemo } from './grocery-shop';

/**
 * The Grocery shop in the practice lab's frame (docs/product.md#grocery-shop): title, version, task sheet,
 * bug-mode switch and reset, then the shop. Both /student/practice/shopping (the historic address) and
 * /student/practice/shopping/v1 render exactly this, so recorded tests of either keep working.
 */
export function GroceryExercise() {
  return (
    <ExercisePage exercise="grocery" version="v1" sheet={TASK_SHEET}>
      <ShoppingDemo />
    </ExercisePage>
  );
}

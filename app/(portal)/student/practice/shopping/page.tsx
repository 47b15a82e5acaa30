import type { Metadata } from 'next';
import { ExercisePage } from '@/components/practice/exercise-page';
import { GroceryExercise } from '@/lib/practice/exercises/grocery/ui/grocery-exercise';

// The shop's historic address: it shows the current version itself rather than redirecting, as it always
// has (docs/product.md#grocery-shop). ExercisePage checks the role.
export const metadata: Metadata = { title: 'Shopping Practice' };

export default function StudentShoppingPracticePage() {
  return (
    <ExercisePage exercise="grocery" version="v1">
      <GroceryExercise />
    </ExercisePage>
  );
}

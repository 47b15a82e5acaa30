import type { Metadata } from 'next';
import { ExercisePage } from '@/components/practice/exercise-page';
import { GroceryExercise } from '@/lib/practice/exercises/grocery/ui/grocery-exercise';

// /student/practice/shopping/v1: version 1 of the Grocery shop (docs/practice/grocery.md). ExercisePage checks the role.
export const metadata: Metadata = { title: 'Shopping Practice' };

export default function GroceryV1Page() {
  return (
    <ExercisePage exercise="grocery" version="v1">
      <GroceryExercise />
    </ExercisePage>
  );
}

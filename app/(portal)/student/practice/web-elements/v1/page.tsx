import type { Metadata } from 'next';
import { ExercisePage } from '@/components/practice/exercise-page';
import { WebElementsExercise } from '@/lib/practice/exercises/web-elements/ui/web-elements-exercise';

export const metadata: Metadata = { title: 'Web Elements Practice' };

// /student/practice/web-elements/v1: the Web Elements exercise (docs/practice/web-elements.md).
export default function WebElementsV1Page() {
  return (
    <ExercisePage exercise="web-elements" version="v1">
      <WebElementsExercise />
    </ExercisePage>
  );
}

import type { Metadata } from 'next';
import { ExercisePage } from '@/components/practice/exercise-page';
import { WebElementsExercise } from '@/components/practice/web-elements/web-elements-exercise';
import { TASK_SHEET } from '@/lib/practice/web-elements/task-sheet';

export const metadata: Metadata = { title: 'Web Elements Practice' };

// /student/practice/web-elements/v1: the Web Elements exercise (docs/practice/web-elements.md).
export default function WebElementsV1Page() {
  return (
    <ExercisePage exercise="web-elements" version="v1" sheet={TASK_SHEET}>
      <WebElementsExercise />
    </ExercisePage>
  );
}

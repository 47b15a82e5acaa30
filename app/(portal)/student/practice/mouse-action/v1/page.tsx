import type { Metadata } from 'next';
import { ExercisePage } from '@/components/practice/exercise-page';
import { MouseActionExercise } from '@/lib/practice/exercises/mouse-action/ui/mouse-action-exercise';

export const metadata: Metadata = { title: 'Mouse Action Practice' };

/** /student/practice/mouse-action/v1 (docs/practice/mouse-action.md). */
export default function MouseActionPracticeV1() {
  return (
    <ExercisePage exercise="mouse-action" version="v1">
      <MouseActionExercise />
    </ExercisePage>
  );
}

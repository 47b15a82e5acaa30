import type { Metadata } from 'next';
import { ExercisePage } from '@/components/practice/exercise-page';
import { PracticeBankExercise } from '@/lib/practice/exercises/practice-bank/ui/practice-bank-exercise';

export const metadata: Metadata = { title: 'Practice Bank' };

/** /student/practice/practice-bank/v1 (docs/practice/practice-bank.md). */
export default function PracticeBankV1() {
  return (
    <ExercisePage exercise="practice-bank" version="v1">
      <PracticeBankExercise />
    </ExercisePage>
  );
}

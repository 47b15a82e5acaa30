import type { Metadata } from 'next';
import { ExercisePage } from '@/components/practice/exercise-page';
import { BookListExercise } from '@/lib/practice/exercises/book-list/ui/book-list-exercise';

export const metadata: Metadata = { title: 'Book List API Practice' };

/** /student/practice/book-list/v1 (docs/practice/book-list.md). */
export default function BookListPracticeV1() {
  return (
    <ExercisePage exercise="book-list" version="v1">
      <BookListExercise />
    </ExercisePage>
  );
}

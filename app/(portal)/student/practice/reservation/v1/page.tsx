import type { Metadata } from 'next';
import { ExercisePage } from '@/components/practice/exercise-page';
import { ReservationExercise } from '@/lib/practice/exercises/reservation/ui/reservation-exercise';
import { todayUtc } from '@/lib/practice/exercises/reservation/dates';

export const metadata: Metadata = { title: 'Reservation practice' };

// /student/practice/reservation/v1 (docs/practice/reservation.md). The server's calendar day goes to the page,
// so the search form shows and checks the same date range as the API.
export default function ReservationV1Page() {
  return (
    <ExercisePage exercise="reservation" version="v1">
      <ReservationExercise today={todayUtc()} />
    </ExercisePage>
  );
}

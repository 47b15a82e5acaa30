import type { ExerciseDescriptor } from '../../exercise-descriptor';

// The Reservation exercise (docs/practice/reservation.md).
export const RESERVATION_EXERCISE = {
  id: 'reservation',
  name: 'Reservation',
  title: 'Reservation',
  link: 'reservation',
  versions: ['v1'],
  defectPrefix: 'RES',
  description:
    'Book a flight and a hotel: search with selects, a date picker and passengers, wait for the results, sort and page them, fill in the passenger form, choose seats on a seat map, pay with a sandbox card and check the booking reference; then list and cancel your bookings.',
} as const satisfies ExerciseDescriptor;

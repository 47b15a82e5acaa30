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
  // The practice card's picture: a calendar with one day marked: a booking.
  icon: [{ rect: { x: 3, y: 4, width: 14, height: 13, rx: 2 } }, { path: 'M3 8h14M7 2.5v3M13 2.5v3' }, { rect: { x: 11, y: 11, width: 3, height: 3 } }],
} as const satisfies ExerciseDescriptor;

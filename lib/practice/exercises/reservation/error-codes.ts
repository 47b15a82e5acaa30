// The Reservation API's own refusal codes (docs/practice/reservation.md#error-codes); the task sheet lists them.
export const RESERVATION_ERROR_CODES = {
  FLIGHT_NOT_FOUND: 'The flight id of a details request names no flight of any search.',
  FLIGHT_UNKNOWN: 'A booking names a flight that does not exist.',
  FLIGHT_IN_PAST: 'A booking names a flight outside the bookable dates.',
  HOTEL_UNKNOWN: 'A booking names a hotel that is not in the destination.',
  SEAT_TAKEN: 'A chosen seat is already taken (by others or by the learner).',
  CARD_DECLINED: 'The sandbox declined the card.',
  TOO_MANY_BOOKINGS: 'The learner keeps the most bookings the exercise stores; a reset starts again.',
  BOOKING_NOT_FOUND: 'The learner has no booking with this reference.',
  ALREADY_CANCELLED: 'The booking was cancelled already.',
} as const;

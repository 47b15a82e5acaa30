// Every message the Reservation exercise shows or its API answers (docs/practice/reservation.md quotes them in each
// step's section). One place, so the form, the handlers, the task sheet and the tests say exactly the same words.

export const RESERVATION_MSG = {
  fromRequired: 'Choose the city you fly from.',
  toRequired: 'Choose the city you fly to.',
  cityUnknown: 'Choose one of the listed cities.',
  sameCity: 'From and To must be different cities.',
  dateRequired: 'Choose a travel date.',
  dateFormat: 'Enter the travel date as YYYY-MM-DD.',
  dateRange: (min: string, max: string) => `Choose a travel date from ${min} to ${max}.`,
  passengers: 'Passengers must be a whole number from 1 to 6.',

  firstNameRequired: 'First name is required.',
  lastNameRequired: 'Last name is required.',
  nameLength: 'Use 2 to 40 characters.',
  nameChars: 'Use letters, spaces and hyphens only.',
  birthRequired: 'Date of birth is required.',
  birthInvalid: 'Enter a date of birth between 1900-01-01 and today.',
  passportRequired: 'Passport number is required.',
  passportFormat: 'Passport number: 2 capital letters and 7 digits, e.g. AB1234567.',
  passengerCount: 'Add 1 to 6 passengers.',

  flightRequired: 'Choose a flight.',
  flightUnknown: 'This flight does not exist. Search again and choose a flight from the results.',
  flightPast: 'This flight has left already or is too far ahead. Search again.',
  hotelUnknown: 'Choose one of the hotels offered for the destination, or no hotel.',
  seatFormat: 'Seats are written as a row from 1 to 12 and a letter from A to F, e.g. 12C.',
  seatCount: (passengers: number) => `Choose ${passengers} ${passengers === 1 ? 'seat' : 'seats'}, one per passenger.`,
  seatTwice: 'Each seat can be chosen once.',
  seatTaken: (seat: string) => `Seat ${seat} is already taken. Choose another seat.`,
  seatLimit: (passengers: number) =>
    `You can choose ${passengers} ${passengers === 1 ? 'seat' : 'seats'}. Unselect one first to pick another.`,

  bookingNotFound: 'No booking with this reference.',
  alreadyCancelled: 'This booking is cancelled already.',
  cancelled: (ref: string) => `Booking ${ref} is cancelled.`,
} as const;

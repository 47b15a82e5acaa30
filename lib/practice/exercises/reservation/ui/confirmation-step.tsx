'use client';

import { Button } from '@/components/ui/button';
import type { Booking } from '@/lib/practice/exercises/reservation/booking';
import { formatTimestamp } from '@/lib/practice/exercises/reservation/dates';
import { HOTEL_NIGHTS } from '@/lib/practice/exercises/reservation/hotels';
import { formatPrice } from '@/lib/practice/exercises/reservation/pricing';
import { FlightSummary } from './flight-summary';
import { StepPanel } from './step-panel';

interface ConfirmationStepProps {
  booking: Booking;
  focusOnOpen: boolean;
  onAgain: () => void;
  onShowBookings: () => void;
}

/** Step 7: the server's booking, with its reference and the total it charged. */
export function ConfirmationStep({ booking, focusOnOpen, onAgain, onShowBookings }: ConfirmationStepProps) {
  return (
    <StepPanel id="confirmation" title="Booking confirmed" focusOnOpen={focusOnOpen}>
      <div role="status" className="rounded-xl border border-green-300 bg-green-50 px-4 py-3 text-green-900">
        Your booking reference is{' '}
        <strong className="font-mono text-lg" data-test="booking-reference">
          {booking.ref}
        </strong>
        . Paid with {booking.card.brand} ending {booking.card.last4}.
      </div>
      <div className="mt-4">
        <FlightSummary flight={booking.flight} testId="confirmation-flight" />
      </div>
      <dl className="mt-4 grid gap-2 text-sm">
        <div className="flex flex-wrap gap-2">
          <dt className="font-medium text-slate-600">Passengers and seats:</dt>
          <dd data-test="confirmation-passengers">
            {booking.passengers.map((passenger) => `${passenger.firstName} ${passenger.lastName}`).join(', ')} · seats {booking.seats.join(', ')}
          </dd>
        </div>
        <div className="flex flex-wrap gap-2">
          <dt className="font-medium text-slate-600">Hotel:</dt>
          <dd data-test="confirmation-hotel">{booking.hotel ? `${booking.hotel.name}, ${HOTEL_NIGHTS} nights` : 'No hotel'}</dd>
        </div>
        <div className="flex flex-wrap gap-2">
          <dt className="font-medium text-slate-600">Booked:</dt>
          <dd>{formatTimestamp(booking.createdAt)}</dd>
        </div>
        <div className="flex flex-wrap gap-2 text-base font-semibold text-ink">
          <dt>Total paid:</dt>
          <dd data-test="confirmation-total">{formatPrice(booking.total)}</dd>
        </div>
      </dl>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <Button onClick={onAgain} data-test="book-again">
          Book another trip
        </Button>
        <Button variant="secondary" onClick={onShowBookings} data-test="go-to-bookings">
          Go to My bookings
        </Button>
      </div>
    </StepPanel>
  );
}

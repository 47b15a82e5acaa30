import { Button } from '@/components/ui/button';
import { STATUS_LABEL, type Booking } from '@/lib/practice/exercises/reservation/booking';
import { routeLabel } from '@/lib/practice/exercises/reservation/flights';
import { formatDay, formatTimestamp } from '@/lib/practice/exercises/reservation/dates';
import { formatPrice } from '@/lib/practice/exercises/reservation/pricing';

/** One booking in My bookings; a confirmed one can be cancelled. */
export function BookingCard({ booking, onCancel }: { booking: Booking; onCancel: (booking: Booking) => void }) {
  const cancelled = booking.status === 'cancelled';
  const people = `${booking.passengers.length} ${booking.passengers.length === 1 ? 'passenger' : 'passengers'}`;
  return (
    <li data-test="booking-item" data-ref={booking.ref} className="rounded-xl border border-slate-200 p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <p className="font-mono text-base font-semibold text-ink" data-test="booking-ref">
            {booking.ref}
          </p>
          <p className="text-sm text-slate-700" data-test="booking-route">
            {routeLabel(booking.flight)} · {booking.flight.number} · {formatDay(booking.flight.date)}, {booking.flight.departure}
          </p>
        </div>
        <span
          data-test="booking-status"
          className={`rounded-full px-2.5 py-0.5 text-sm font-semibold ${cancelled ? 'bg-slate-200 text-slate-800' : 'bg-green-100 text-green-800'}`}
        >
          {STATUS_LABEL[booking.status]}
        </span>
      </div>
      <p className="mt-2 text-sm text-slate-700">
        {people} · seats <span data-test="booking-seats">{booking.seats.join(', ')}</span> · {booking.hotel ? booking.hotel.name : 'no hotel'}
      </p>
      <div className="mt-2 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-600">
          Total <span className="font-semibold text-ink" data-test="booking-total">{formatPrice(booking.total)}</span> · booked {formatTimestamp(booking.createdAt)}
          {booking.cancelledAt ? ` · cancelled ${formatTimestamp(booking.cancelledAt)}` : ''}
        </p>
        {cancelled ? null : (
          <Button variant="secondary" size="sm" onClick={() => onCancel(booking)} aria-label={`Cancel booking ${booking.ref}`} data-test="cancel-booking">
            Cancel
          </Button>
        )}
      </div>
    </li>
  );
}

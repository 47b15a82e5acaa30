import { cityOf } from '@/lib/practice/exercises/reservation/cities';
import { formatDay } from '@/lib/practice/exercises/reservation/dates';
import type { Flight } from '@/lib/practice/exercises/reservation/flights';
import { formatDuration, formatPrice, formatStops } from '@/lib/practice/exercises/reservation/pricing';

/** A flight's facts as a description list; used on the details step and in the payment summary. */
export function FlightSummary({ flight, testId }: { flight: Flight; testId?: string }) {
  const facts: [string, string][] = [
    ['Flight', `${flight.number} · ${flight.carrier}`],
    ['Route', `${cityOf(flight.from).name} (${flight.from}) → ${cityOf(flight.to).name} (${flight.to})`],
    ['Date', formatDay(flight.date)],
    ['Departs', flight.departure],
    ['Arrives', `${flight.arrival}${flight.arrivalDayOffset ? ` (+${flight.arrivalDayOffset} day)` : ''}`],
    ['Duration', `${formatDuration(flight.durationMinutes)}, ${formatStops(flight.stops).toLowerCase()}`],
    ['Fare', `${flight.fare}, ${formatPrice(flight.price)} per passenger`],
  ];
  return (
    <dl data-test={testId} className="grid gap-x-6 gap-y-2 rounded-xl border border-slate-200 bg-slate-50 p-4 text-sm sm:grid-cols-2">
      {facts.map(([term, value]) => (
        <div key={term} className="flex gap-2">
          <dt className="w-20 shrink-0 font-medium text-slate-600">{term}</dt>
          <dd className="text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

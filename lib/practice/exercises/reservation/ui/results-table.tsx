import { cityOf } from '@/lib/practice/exercises/reservation/cities';
import { formatDay } from '@/lib/practice/exercises/reservation/dates';
import type { Flight } from '@/lib/practice/exercises/reservation/flights';
import { formatDuration, formatPrice, formatStops } from '@/lib/practice/exercises/reservation/pricing';
import type { SortKey, SortOrder } from '@/lib/practice/exercises/reservation/results';

interface ResultsTableProps {
  flights: Flight[];
  sort: SortOrder;
  onSort: (sort: SortOrder) => void;
  onSelect: (id: string) => void;
}

const SORT_LABEL: Record<SortKey, string> = { price: 'price', departure: 'departure', duration: 'duration' };

function SortHeader({ column, label, sort, onSort }: { column: SortKey; label: string; sort: SortOrder; onSort: (sort: SortOrder) => void }) {
  const active = sort.key === column;
  const next: SortOrder = { key: column, direction: active && sort.direction === 'ascending' ? 'descending' : 'ascending' };
  return (
    <th scope="col" aria-sort={active ? sort.direction : 'none'} className="px-3 py-2 font-medium">
      <button
        type="button"
        onClick={() => onSort(next)}
        data-test={`sort-${column}`}
        className="inline-flex cursor-pointer items-center gap-1 rounded font-semibold text-brand-700 underline-offset-4 hover:underline"
      >
        {label}
        <span aria-hidden="true" className="text-xs">
          {active ? (sort.direction === 'ascending' ? '▲' : '▼') : '↕'}
        </span>
      </button>
    </th>
  );
}

/** One page of results. The sortable headers are buttons; the sorted one carries aria-sort. */
export function ResultsTable({ flights, sort, onSort, onSelect }: ResultsTableProps) {
  const first = flights[0];
  return (
    // `relative` keeps the visually hidden caption and header text inside the scrolling box: without a positioned
    // ancestor there, they would stick out of it and widen the whole page on a phone.
    <div className="relative overflow-x-auto rounded-xl border border-slate-200">
      <table className="w-full min-w-[40rem] text-left text-sm" data-test="results-table">
        <caption className="sr-only">
          {first ? `Flights from ${cityOf(first.from).name} to ${cityOf(first.to).name} on ${formatDay(first.date)}, ` : 'Flights, '}
          sorted by {SORT_LABEL[sort.key]}, {sort.direction}.
        </caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            <th scope="col" className="px-3 py-2 font-medium">
              Flight
            </th>
            <SortHeader column="departure" label="Departure" sort={sort} onSort={onSort} />
            <th scope="col" className="px-3 py-2 font-medium">
              Arrival
            </th>
            <SortHeader column="duration" label="Duration" sort={sort} onSort={onSort} />
            <th scope="col" className="px-3 py-2 font-medium">
              Stops
            </th>
            <SortHeader column="price" label="Price" sort={sort} onSort={onSort} />
            <th scope="col" className="px-3 py-2 font-medium">
              <span className="sr-only">Choose</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {flights.map((flight) => (
            <tr key={flight.id} data-test="flight-row" data-flight-id={flight.id}>
              <td className="px-3 py-2">
                <span className="font-semibold text-ink" data-test="flight-number">
                  {flight.number}
                </span>
                <span className="block text-xs text-slate-600">{flight.carrier}</span>
              </td>
              <td className="px-3 py-2 tabular-nums" data-test="flight-departure">
                {flight.departure}
              </td>
              <td className="px-3 py-2 tabular-nums" data-test="flight-arrival">
                {flight.arrival}
                {flight.arrivalDayOffset ? <span className="ml-1 text-xs text-slate-600">(+{flight.arrivalDayOffset} day)</span> : null}
              </td>
              <td className="px-3 py-2 tabular-nums" data-test="flight-duration">
                {formatDuration(flight.durationMinutes)}
              </td>
              <td className="px-3 py-2" data-test="flight-stops">
                {formatStops(flight.stops)}
              </td>
              <td className="px-3 py-2 font-semibold tabular-nums text-ink" data-test="flight-price">
                {formatPrice(flight.price)}
              </td>
              <td className="px-3 py-2 text-right">
                <button
                  type="button"
                  onClick={() => onSelect(flight.id)}
                  aria-label={`Select flight ${flight.number}`}
                  data-test="flight-select"
                  className="cursor-pointer rounded-lg bg-brand-600 px-3 py-1.5 text-sm font-semibold text-white hover:bg-brand-700"
                >
                  Select
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

'use client';

import { Button } from '@/components/ui/button';
import type { FlightDetails } from '@/lib/practice/exercises/reservation/api-types';
import { cityOf } from '@/lib/practice/exercises/reservation/cities';
import { HOTEL_NIGHTS, type Hotel } from '@/lib/practice/exercises/reservation/hotels';
import { formatPrice } from '@/lib/practice/exercises/reservation/pricing';
import { FlightSummary } from './flight-summary';
import { Spinner } from './spinner';
import { StepPanel } from './step-panel';
import type { Remote } from './use-booking-flow';

interface DetailsStepProps {
  details: Remote<FlightDetails>;
  hotelId: string | null;
  focusOnOpen: boolean;
  onHotel: (hotelId: string | null) => void;
  onRetry: () => void;
  onBack: () => void;
  onContinue: () => void;
}

/** Step 3: the chosen flight, and a hotel at the destination or none. */
export function DetailsStep({ details, hotelId, focusOnOpen, onHotel, onRetry, onBack, onContinue }: DetailsStepProps) {
  return (
    <StepPanel id="details" title="Flight details" focusOnOpen={focusOnOpen} onBack={onBack}>
      {details.phase === 'loading' || details.phase === 'idle' ? (
        <p role="status" className="flex items-center gap-3 text-slate-700">
          <Spinner /> Loading the flight…
        </p>
      ) : null}
      {details.phase === 'failed' ? (
        <div role="alert" className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-800">
          <p>{details.message}</p>
          <Button variant="secondary" size="sm" className="mt-3" onClick={onRetry} data-test="details-retry">
            Try again
          </Button>
        </div>
      ) : null}
      {details.phase === 'ready' ? (
        <>
          <FlightSummary flight={details.data.flight} testId="flight-details" />
          <HotelChoice city={cityOf(details.data.flight.to).name} hotels={details.data.hotels} hotelId={hotelId} onHotel={onHotel} />
          <Button className="mt-6 w-full sm:w-auto" onClick={onContinue} data-test="details-continue">
            Continue to passengers
          </Button>
        </>
      ) : null}
    </StepPanel>
  );
}

function HotelChoice({ city, hotels, hotelId, onHotel }: { city: string; hotels: Hotel[]; hotelId: string | null; onHotel: (id: string | null) => void }) {
  const options: { id: string | null; testId: string; title: string; stars?: number; detail: string }[] = [
    { id: null, testId: 'hotel-none', title: 'No hotel', detail: 'Flight only' },
    ...hotels.map((hotel) => ({
      id: hotel.id,
      testId: `hotel-${hotel.id}`,
      title: hotel.name,
      stars: hotel.stars,
      detail: `${formatPrice(hotel.price)} for ${HOTEL_NIGHTS} nights`,
    })),
  ];
  return (
    <fieldset className="mt-6" data-test="hotel-choice">
      <legend className="font-semibold text-ink">
        Hotel in {city} ({HOTEL_NIGHTS} nights from the arrival day, one room)
      </legend>
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        {options.map((option) => {
          const inputId = option.testId;
          const checked = option.id === hotelId;
          return (
            <label
              key={inputId}
              htmlFor={inputId}
              className={`flex cursor-pointer items-start gap-3 rounded-xl border p-3 ${checked ? 'border-brand-600 bg-brand-50' : 'border-slate-200 bg-white hover:border-brand-500'}`}
            >
              <input
                type="radio"
                id={inputId}
                name="hotel"
                value={option.id ?? ''}
                checked={checked}
                onChange={() => onHotel(option.id)}
                data-test={option.testId}
                className="mt-1 size-4 accent-brand-600"
              />
              <span>
                <span className="block font-medium text-ink">{option.title}</span>
                <span className="block text-sm text-slate-600">
                  {option.stars ? (
                    <>
                      <span aria-hidden="true" className="text-amber-700">
                        {'★'.repeat(option.stars)}
                      </span>
                      <span className="sr-only">{option.stars} stars</span> ·{' '}
                    </>
                  ) : null}
                  {option.detail}
                </span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

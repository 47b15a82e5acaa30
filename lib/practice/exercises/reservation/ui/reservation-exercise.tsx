'use client';

import { useMemo, useRef, useState } from 'react';
import { travelRange } from '@/lib/practice/exercises/reservation/dates';
import { ConfirmationStep } from './confirmation-step';
import { DetailsStep } from './details-step';
import { MyBookings } from './my-bookings';
import { PassengersStep } from './passengers-step';
import { PaymentStep } from './payment-step';
import { ResultsStep } from './results-step';
import { SearchStep } from './search-step';
import { SeatsStep } from './seats-step';
import { StepIndicator } from './step-indicator';
import { useBookingFlow } from './use-booking-flow';

/**
 * The Reservation exercise (docs/practice/reservation.md): the seven-step booking flow and My bookings.
 * `today` is the server's calendar day, so the search form shows and checks the range the API allows.
 */
export function ReservationExercise({ today }: { today: string }) {
  const range = useMemo(() => travelRange(today), [today]);
  const { flow, ...act } = useBookingFlow();
  const [bookingsVersion, setBookingsVersion] = useState(0);
  const bookingsHeading = useRef<HTMLHeadingElement>(null);
  const focus = flow.navigated;
  const details = flow.details.phase === 'ready' ? flow.details.data : null;
  const hotel = details?.hotels.find((candidate) => candidate.id === flow.hotelId) ?? null;

  function step() {
    switch (flow.step) {
      case 'search':
        return <SearchStep range={range} values={flow.searchForm} serverErrors={flow.searchErrors} focusOnOpen={focus} onSearch={act.submitSearch} />;
      case 'results':
        return flow.search ? (
          <ResultsStep
            search={flow.search}
            results={flow.results}
            sort={flow.sort}
            page={flow.page}
            focusOnOpen={focus}
            onSort={act.setSort}
            onPage={act.setPage}
            onSelect={act.chooseFlight}
            onRetry={act.retrySearch}
            onBack={() => act.goTo('search')}
          />
        ) : null;
      case 'details':
        return (
          <DetailsStep
            details={flow.details}
            hotelId={flow.hotelId}
            focusOnOpen={focus}
            onHotel={act.chooseHotel}
            onRetry={act.retryDetails}
            onBack={() => act.goTo('results')}
            onContinue={() => act.goTo('passengers')}
          />
        );
      case 'passengers':
        return (
          <PassengersStep
            values={flow.passengers}
            focusOnOpen={focus}
            onBack={(values) => act.savePassengers(values, 'details')}
            onContinue={(values) => act.savePassengers(values, 'seats')}
          />
        );
      case 'seats':
        return details ? (
          <SeatsStep
            passengers={flow.passengers.length}
            taken={details.seatMap.taken}
            seats={flow.seats}
            focusOnOpen={focus}
            onSeats={act.setSeats}
            onBack={() => act.goTo('passengers')}
            onContinue={() => act.goTo('payment')}
          />
        ) : null;
      case 'payment':
        return details ? (
          <PaymentStep
            flight={details.flight}
            hotel={hotel}
            passengers={flow.passengers}
            seats={flow.seats}
            focusOnOpen={focus}
            onBack={() => act.goTo('seats')}
            onBooked={(booking) => {
              act.booked(booking);
              setBookingsVersion((version) => version + 1);
            }}
          />
        ) : null;
      case 'confirmation':
        return flow.booking ? (
          <ConfirmationStep
            booking={flow.booking}
            focusOnOpen={focus}
            onAgain={act.startOver}
            onShowBookings={() => {
              bookingsHeading.current?.scrollIntoView({ block: 'start' });
              bookingsHeading.current?.focus();
            }}
          />
        ) : null;
    }
  }

  return (
    <div className="space-y-6" data-test="reservation">
      <section aria-labelledby="booking-title" className="rounded-2xl border border-slate-200 bg-white p-3 shadow-sm sm:p-6" data-test="booking-flow">
        <h2 id="booking-title" className="mb-4 text-2xl font-bold text-ink">
          Book a flight
        </h2>
        <StepIndicator current={flow.step} />
        <div key={flow.step}>{step()}</div>
      </section>
      <MyBookings refreshKey={bookingsVersion} headingRef={bookingsHeading} />
    </div>
  );
}

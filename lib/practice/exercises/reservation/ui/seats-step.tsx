'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { RESERVATION_MSG } from '@/lib/practice/exercises/reservation/messages';
import { compareSeats } from '@/lib/practice/exercises/reservation/seats';
import { SeatMap } from './seat-map';
import { StepPanel } from './step-panel';

interface SeatsStepProps {
  passengers: number;
  taken: readonly string[];
  seats: string[];
  focusOnOpen: boolean;
  onSeats: (seats: string[]) => void;
  onBack: () => void;
  onContinue: () => void;
}

type SeatMessage = { kind: 'info' | 'error'; text: string } | null;

/** Step 5: exactly one seat per passenger; a seat too many or too few says why instead of acting. */
export function SeatsStep({ passengers, taken, seats, focusOnOpen, onSeats, onBack, onContinue }: SeatsStepProps) {
  const [message, setMessage] = useState<SeatMessage>(null);
  const takenSet = new Set(taken);
  const sorted = [...seats].sort(compareSeats);

  function toggle(seat: string) {
    if (seats.includes(seat)) {
      setMessage(null);
      onSeats(seats.filter((chosen) => chosen !== seat));
    } else if (seats.length >= passengers) {
      setMessage({ kind: 'info', text: RESERVATION_MSG.seatLimit(passengers) });
    } else {
      setMessage(null);
      onSeats([...seats, seat]);
    }
  }

  function next() {
    if (seats.length !== passengers) setMessage({ kind: 'error', text: RESERVATION_MSG.seatCount(passengers) });
    else onContinue();
  }

  return (
    <StepPanel id="seats" title="Choose seats" focusOnOpen={focusOnOpen} onBack={onBack}>
      <p className="text-slate-700">{RESERVATION_MSG.seatCount(passengers)}</p>
      <ul className="mt-3 flex flex-wrap gap-4 text-sm text-slate-700" aria-label="Seat map legend">
        <li className="flex items-center gap-2">
          <span aria-hidden="true" className="size-4 rounded border border-slate-400 bg-white" /> Available
        </li>
        <li className="flex items-center gap-2">
          <span aria-hidden="true" className="size-4 rounded border border-slate-300 bg-slate-200" /> Taken
        </li>
        <li className="flex items-center gap-2">
          <span aria-hidden="true" className="size-4 rounded border border-brand-700 bg-brand-600" /> Chosen
        </li>
      </ul>
      <div className="mt-4 flex flex-col gap-6 lg:flex-row lg:items-start">
        <SeatMap taken={takenSet} chosen={seats} onToggle={toggle} />
        <div className="flex-1 space-y-4">
          <p className="font-medium text-ink" data-test="chosen-seats" aria-live="polite">
            {sorted.length ? `Chosen seats: ${sorted.join(', ')} (${sorted.length} of ${passengers})` : `No seats chosen yet (0 of ${passengers}).`}
          </p>
          <p
            role={message?.kind === 'error' ? 'alert' : 'status'}
            data-test="seat-message"
            className={message ? `rounded-lg border px-4 py-3 text-sm ${message.kind === 'error' ? 'border-red-300 bg-red-50 text-red-800' : 'border-amber-300 bg-amber-50 text-amber-900'}` : 'sr-only'}
          >
            {message?.text}
          </p>
          <Button className="w-full sm:w-auto" onClick={next} data-test="seats-continue">
            Continue to payment
          </Button>
        </div>
      </div>
    </StepPanel>
  );
}

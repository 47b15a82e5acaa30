'use client';

import { useRouter } from 'next/navigation';
import { useState, type ChangeEvent } from 'react';
import { logout } from '@/components/auth/logout';
import { useFormSubmit } from '@/components/forms/use-form-submit';
import { useSchemaForm } from '@/components/forms/use-schema-form';
import { Button } from '@/components/ui/button';
import { postJson } from '@/lib/client/post-json';
import type { Booking } from '@/lib/practice/exercises/reservation/booking';
import type { Flight } from '@/lib/practice/exercises/reservation/flights';
import { HOTEL_NIGHTS, type Hotel } from '@/lib/practice/exercises/reservation/hotels';
import { formatPrice, priceLines } from '@/lib/practice/exercises/reservation/pricing';
import { SANDBOX_CARD_NOTE } from '@/lib/practice/exercises/reservation/sandbox-cards';
import type { BookingRequest, PassengerForm } from '@/lib/practice/exercises/reservation/schemas';
import { compareSeats } from '@/lib/practice/exercises/reservation/seats';
import { cardFormSchema, formatCardNumber } from '@/lib/validation/card';
import { BOOKINGS_URL, parseBooking } from './api';
import { Field, controlClass } from './field';
import { StepPanel } from './step-panel';

interface PaymentStepProps {
  flight: Flight;
  hotel: Hotel | null;
  passengers: PassengerForm[];
  seats: string[];
  focusOnOpen: boolean;
  onBack: () => void;
  onBooked: (booking: Booking) => void;
}

// The server's names for the card fields, mapped to this form's (the rest of a 400 goes to the banner).
const CARD_FIELDS = { 'card.cardNumber': 'cardNumber', 'card.expiry': 'expiry', 'card.cvc': 'cvc' } as const;
const FALLBACK = 'The booking could not be completed. Please try again.';

/**
 * Step 6: the price, then the card, checked with the site's card rules (lib/validation/card.ts). The card goes
 * to the server with the whole booking; the sandbox approves or declines it there. Card details are never kept.
 */
export function PaymentStep({ flight, hotel, passengers, seats, focusOnOpen, onBack, onBooked }: PaymentStepProps) {
  const router = useRouter();
  const { fieldProps, handleSubmit, setError } = useSchemaForm(cardFormSchema, { defaultValues: { cardNumber: '', expiry: '', cvc: '' } });
  const { notice, send } = useFormSubmit({ setError, fields: CARD_FIELDS, onSessionExpired: () => logout(router.push) });
  const [busy, setBusy] = useState(false);
  const lines = priceLines(flight, hotel, passengers.length);

  async function pay(card: { cardNumber: string; expiry: string; cvc: string }) {
    setBusy(true);
    const request: BookingRequest = { flightId: flight.id, hotelId: hotel?.id ?? null, passengers, seats, card };
    const reply = await send(postJson(BOOKINGS_URL, request), FALLBACK, {
      accepted: (answer) => answer.status === 200 && parseBooking(answer.data) !== null,
    });
    setBusy(false);
    const booking = reply ? parseBooking(reply.data) : null;
    if (booking) onBooked(booking);
  }

  const { error: numberError, ...cardNumber } = fieldProps('cardNumber');
  const { error: expiryError, ...expiry } = fieldProps('expiry');
  const { error: cvcError, ...cvc } = fieldProps('cvc');

  function typeCardNumber(event: ChangeEvent<HTMLInputElement>) {
    // Groups the digits as they are typed or pasted, as the site's other card forms do.
    event.target.value = formatCardNumber(event.target.value);
    return cardNumber.onChange(event);
  }

  return (
    <StepPanel id="payment" title="Payment" focusOnOpen={focusOnOpen} onBack={onBack}>
      <div className="grid gap-6 lg:grid-cols-2">
        <section aria-label="Price" data-test="payment-summary" className="rounded-xl border border-slate-200 bg-slate-50 p-4 text-sm">
          <p className="font-semibold text-ink">
            {flight.number} · {flight.from} → {flight.to} · seats {[...seats].sort(compareSeats).join(', ')}
          </p>
          <dl className="mt-3 space-y-1.5">
            <div className="flex justify-between gap-4">
              <dt>
                Fare {formatPrice(lines.fare)} × {lines.passengers} {lines.passengers === 1 ? 'passenger' : 'passengers'}
              </dt>
              <dd className="tabular-nums" data-test="payment-flight-total">
                {formatPrice(lines.flightTotal)}
              </dd>
            </div>
            <div className="flex justify-between gap-4">
              <dt>{hotel ? `${hotel.name}, ${HOTEL_NIGHTS} nights` : 'No hotel'}</dt>
              <dd className="tabular-nums" data-test="payment-hotel">
                {formatPrice(lines.hotel)}
              </dd>
            </div>
            <div className="flex justify-between gap-4 border-t border-slate-300 pt-2 text-base font-semibold text-ink">
              <dt>Total</dt>
              <dd className="tabular-nums" data-test="payment-total">
                {formatPrice(lines.total)}
              </dd>
            </div>
          </dl>
        </section>
        <form noValidate aria-label="Card details" data-test="payment-form" onSubmit={handleSubmit((card) => pay(card))} className="space-y-4">
          <p data-test="payment-sandbox-note" className="rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
            <span className="font-semibold">Sandbox:</span> {SANDBOX_CARD_NOTE}
          </p>
          <Field id="card-number" label="Card number" error={numberError}>
            {(control) => (
              <input
                {...control}
                {...cardNumber}
                onChange={typeCardNumber}
                inputMode="numeric"
                autoComplete="cc-number"
                placeholder="1234 5678 1234 5678"
                maxLength={19}
                data-test="card-number"
                className={controlClass}
              />
            )}
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field id="card-expiry" label="Expiry (MM/YY)" error={expiryError}>
              {(control) => <input {...control} {...expiry} inputMode="numeric" autoComplete="cc-exp" placeholder="MM/YY" maxLength={5} data-test="card-expiry" className={controlClass} />}
            </Field>
            <Field id="card-cvc" label="CVC" error={cvcError}>
              {(control) => <input {...control} {...cvc} inputMode="numeric" autoComplete="cc-csc" placeholder="123" maxLength={4} data-test="card-cvc" className={controlClass} />}
            </Field>
          </div>
          {notice ? (
            <p role="alert" data-test="payment-error" className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-800">
              {notice.message}
            </p>
          ) : null}
          <Button type="submit" busy={busy} className="w-full" data-test="pay-button">
            {busy ? 'Paying…' : `Pay ${formatPrice(lines.total)}`}
          </Button>
        </form>
      </div>
    </StepPanel>
  );
}

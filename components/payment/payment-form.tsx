'use client';

import { useState, type ChangeEvent } from 'react';
import type { z } from 'zod';
import { setIdentity } from '@/components/auth/identity-store';
import { useDelayedRedirect } from '@/components/accounts/use-delayed-redirect';
import { useFormSubmit } from '@/components/forms/use-form-submit';
import { useSchemaForm } from '@/components/forms/use-schema-form';
import { TextField } from '@/components/ui/text-field';
import { formatUsd } from '@/lib/payments/price';
import { cardFormSchema, formatCardNumber } from '@/lib/validation/card';
import { MSG } from '@/lib/messages';
import { PaymentMethodChoice } from './payment-method-choice';
import { paymentAccepted, submitPayment } from './submit-payment';
import { Button } from '@/components/ui/button';

// docs/product.md#payment: after a successful payment the message stays up for 3 s, then the home page.
const REDIRECT_DELAY_MS = 3000;
const SERVER_FIELDS = { cardNumber: 'cardNumber', expiry: 'expiry', cvc: 'cvc' } as const;

interface PaymentFormProps {
  /** The session's user, from the server: the stored identity is display data and may be stale. */
  userId: string;
  /** The server's price; shown here, never sent as the amount to charge. */
  priceCents: number;
  /** The schedule batch being paid for, when the learner came from an Enrol. */
  scheduleId?: number;
}

export function PaymentForm({ userId, priceCents, scheduleId }: PaymentFormProps) {
  const redirect = useDelayedRedirect();
  const [paid, setPaid] = useState(false);
  const {
    fieldProps,
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = useSchemaForm(cardFormSchema, { defaultValues: { cardNumber: '', expiry: '', cvc: '' } });
  // The reply shows in the status line below the card, not in a banner; a 401 is shown there like any refusal.
  const { notice: status, setNotice: setStatus, send } = useFormSubmit({ setError, fields: SERVER_FIELDS });
  const price = formatUsd(priceCents);

  const cardNumber = fieldProps('cardNumber');
  function onCardNumberChange(event: ChangeEvent<HTMLInputElement>) {
    // Groups of four as the user types or pastes, which is also the format the schema asks for.
    event.target.value = formatCardNumber(event.target.value);
    return cardNumber.onChange(event);
  }

  async function onSubmit(values: z.output<typeof cardFormSchema>) {
    const reply = await send(submitPayment(userId, values, priceCents / 100, scheduleId), MSG.paymentFailed, { accepted: paymentAccepted });
    if (!reply?.data.identity) return;
    // The stored identity now says paid, so the videos panel opens without a new login.
    setIdentity(reply.data.identity);
    setPaid(true);
    setStatus({ status: 200, message: MSG.paymentRedirecting });
    redirect('/', REDIRECT_DELAY_MS);
  }

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate aria-label="Payment" aria-busy={isSubmitting} className="space-y-6">
      <PaymentMethodChoice />
      <fieldset disabled={paid} className="space-y-5">
        <legend className="sr-only">Card details</legend>
        <TextField
          label="Card number"
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="1234 5678 1234 5678"
          maxLength={19}
          data-test="payment-card-number"
          {...cardNumber}
          onChange={onCardNumberChange}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label="Expiry (MM/YY)"
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder="MM/YY"
            maxLength={5}
            data-test="payment-expiry"
            {...fieldProps('expiry')}
          />
          <TextField
            label="CVC"
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder="123"
            maxLength={4}
            data-test="payment-cvc"
            {...fieldProps('cvc')}
          />
        </div>
      </fieldset>
      <div
        role="status"
        data-test="payment-status"
        className={
          status
            ? `rounded-lg border px-4 py-3 text-sm font-medium ${status.status === 200 ? 'border-green-300 bg-green-50 text-green-800' : 'border-red-300 bg-red-50 text-red-800'}`
            : 'sr-only'
        }
      >
        {status?.message}
      </div>
      <Button type="submit" size="lg" busy={isSubmitting} disabled={paid} data-test="payment-submit" className="w-full">
        {isSubmitting ? 'Processing…' : `Pay ${price}`}
      </Button>
    </form>
  );
}

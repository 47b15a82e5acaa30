'use client';

import type { ChangeEvent } from 'react';
import { useSchemaForm } from '@/components/forms/use-schema-form';
import { TextField } from '@/components/ui/text-field';
import { cardFormSchema, formatCardNumber } from '@/lib/validation/card';
import type { PaymentDetails } from '@/lib/practice/exercises/grocery/schemas';
import { PaymentActions } from './payment-actions';

interface CardPaymentFormProps {
  busy: boolean;
  onCancel: () => void;
  onConfirmed: (payment: PaymentDetails) => void;
}

/**
 * Credit Card: number, expiry MM/YY and CVV with the shared card rules (the CVV is the spec's cvc).
 * The server checks them again and keeps only the card's last four digits; nothing is charged.
 */
export function CardPaymentForm({ busy, onCancel, onConfirmed }: CardPaymentFormProps) {
  const { fieldProps, handleSubmit } = useSchemaForm(cardFormSchema, { defaultValues: { cardNumber: '', expiry: '', cvc: '' } });
  const cardNumber = fieldProps('cardNumber');

  function handleCardNumberChange(event: ChangeEvent<HTMLInputElement>) {
    // Groups the digits as they are typed or pasted: "4242424242424242" → "4242 4242 4242 4242".
    event.target.value = formatCardNumber(event.target.value);
    return cardNumber.onChange(event);
  }

  return (
    <form onSubmit={handleSubmit((card) => onConfirmed({ method: 'card', ...card }))} noValidate aria-label="Credit card details" data-test="card-form" className="space-y-4">
      <TextField
        label="Card Number"
        id="card-number"
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 5678 1234 5678"
        maxLength={19}
        required
        data-test="card-number"
        {...cardNumber}
        onChange={handleCardNumberChange}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Expiry (MM/YY)"
          id="card-expiry"
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder="MM/YY"
          maxLength={5}
          required
          data-test="card-expiry"
          {...fieldProps('expiry')}
        />
        <TextField
          label="CVV"
          id="card-cvv"
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder="123"
          maxLength={4}
          required
          data-test="card-cvv"
          {...fieldProps('cvc')}
        />
      </div>
      <PaymentActions onCancel={onCancel} busy={busy} />
    </form>
  );
}

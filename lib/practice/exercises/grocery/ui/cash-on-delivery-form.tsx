'use client';

import type { FormEvent } from 'react';
import type { PaymentDetails } from '@/lib/practice/exercises/grocery/schemas';
import { PaymentActions } from './payment-actions';

interface CashOnDeliveryFormProps {
  /** What the courier collects, shown in the note. */
  amount: string;
  busy: boolean;
  onCancel: () => void;
  onConfirmed: (payment: PaymentDetails) => void;
}

/** Cash on Delivery: nothing to fill in, only the note that the courier collects the payment. */
export function CashOnDeliveryForm({ amount, busy, onCancel, onConfirmed }: CashOnDeliveryFormProps) {
  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    onConfirmed({ method: 'cod' });
  }

  return (
    <form onSubmit={handleSubmit} aria-label="Cash on delivery" data-test="cod-form">
      <p data-test="cod-note" className="rounded-lg border border-brand-200 bg-brand-50 p-4 text-slate-700">
        Payment is collected on delivery: please have {amount} ready when your order arrives.
      </p>
      <PaymentActions onCancel={onCancel} busy={busy} />
    </form>
  );
}

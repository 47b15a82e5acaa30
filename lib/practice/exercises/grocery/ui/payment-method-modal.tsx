'use client';

import { useState } from 'react';
import { Modal } from '@/components/ui/modal';
import type { PaymentDetails } from '@/lib/practice/exercises/grocery/schemas';
import { CardPaymentForm } from './card-payment-form';
import { CashOnDeliveryForm } from './cash-on-delivery-form';
import { PAYMENT_METHODS, type PaymentMethod } from './payment-methods';
import { WalletPaymentForm } from './wallet-payment-form';

interface PaymentMethodModalProps {
  open: boolean;
  /** The order total, for the cash-on-delivery note. */
  amount: string;
  /** The order is being sent: the choice and the buttons wait. */
  busy: boolean;
  /** Why the server refused the order, shown above the buttons; null when nothing went wrong. */
  error: string | null;
  onCancel: () => void;
  onPaid: (payment: PaymentDetails) => void;
}

/** The payment step: choose Credit Card, Digital Wallet or Cash on Delivery, then 'Confirm Payment'. */
export function PaymentMethodModal({ open, amount, busy, error, onCancel, onPaid }: PaymentMethodModalProps) {
  return (
    <Modal open={open} onClose={onCancel} title="Payment Method" description="Choose how you want to pay." testId="payment-modal">
      <PaymentMethodChoice amount={amount} busy={busy} error={error} onCancel={onCancel} onPaid={onPaid} />
    </Modal>
  );
}

function PaymentMethodChoice({ amount, busy, error, onCancel, onPaid }: Omit<PaymentMethodModalProps, 'open'>) {
  // Credit Card is preselected so every run of the page starts in the same state.
  const [method, setMethod] = useState<PaymentMethod>('card');
  const forms = { busy, onCancel, onConfirmed: onPaid };

  return (
    <div className="space-y-5">
      <fieldset disabled={busy}>
        <legend className="mb-2 text-sm font-medium text-slate-700">Payment method</legend>
        <div className="grid gap-2 sm:grid-cols-3">
          {PAYMENT_METHODS.map((option) => (
            <label
              key={option.value}
              className="flex cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 py-2.5 has-checked:border-brand-600 has-checked:bg-brand-50"
            >
              <input
                type="radio"
                name="payment-method"
                value={option.value}
                checked={method === option.value}
                onChange={() => setMethod(option.value)}
                data-test={option.testId}
                className="size-4 accent-brand-600"
              />
              <span className="text-sm font-semibold text-ink">{option.label}</span>
            </label>
          ))}
        </div>
      </fieldset>
      {error ? (
        <p role="alert" data-test="payment-error" className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-800">
          {error}
        </p>
      ) : null}
      {method === 'card' ? <CardPaymentForm {...forms} /> : null}
      {method === 'wallet' ? <WalletPaymentForm {...forms} /> : null}
      {method === 'cod' ? <CashOnDeliveryForm amount={amount} {...forms} /> : null}
    </div>
  );
}

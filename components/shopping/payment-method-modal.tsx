'use client';

import { useState } from 'react';
import { Modal } from '@/components/ui/modal';
import { CardPaymentForm } from './card-payment-form';
import { CashOnDeliveryForm } from './cash-on-delivery-form';
import { PAYMENT_METHODS, type PaymentMethod } from './payment-methods';
import { WalletPaymentForm } from './wallet-payment-form';

interface PaymentMethodModalProps {
  open: boolean;
  /** The order total, for the cash-on-delivery note. */
  amount: string;
  onCancel: () => void;
  onPaid: (method: PaymentMethod) => void;
}

/** The payment step: choose Credit Card, Digital Wallet or Cash on Delivery, then 'Confirm Payment'. */
export function PaymentMethodModal({ open, amount, onCancel, onPaid }: PaymentMethodModalProps) {
  return (
    <Modal open={open} onClose={onCancel} title="Payment Method" description="Choose how you want to pay." testId="payment-modal">
      <PaymentMethodChoice amount={amount} onCancel={onCancel} onPaid={onPaid} />
    </Modal>
  );
}

function PaymentMethodChoice({ amount, onCancel, onPaid }: Omit<PaymentMethodModalProps, 'open'>) {
  // Credit Card is preselected so every run of the page starts in the same state.
  const [method, setMethod] = useState<PaymentMethod>('card');
  const confirm = () => onPaid(method);

  return (
    <div className="space-y-5">
      <fieldset>
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
      {method === 'card' ? <CardPaymentForm onCancel={onCancel} onConfirmed={confirm} /> : null}
      {method === 'wallet' ? <WalletPaymentForm onCancel={onCancel} onConfirmed={confirm} /> : null}
      {method === 'cod' ? <CashOnDeliveryForm amount={amount} onCancel={onCancel} onConfirmed={confirm} /> : null}
    </div>
  );
}

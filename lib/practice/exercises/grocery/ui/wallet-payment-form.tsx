'use client';

import { useSchemaForm } from '@/components/forms/use-schema-form';
import { TextField } from '@/components/ui/text-field';
import { walletPaymentSchema } from '@/lib/practice/exercises/grocery/order-form-schema';
import type { PaymentDetails } from '@/lib/practice/exercises/grocery/schemas';
import { PaymentActions } from './payment-actions';

interface WalletPaymentFormProps {
  busy: boolean;
  onCancel: () => void;
  onConfirmed: (payment: PaymentDetails) => void;
}

/** Digital Wallet: the e-mail address of the wallet account, checked with the shared e-mail rule. */
export function WalletPaymentForm({ busy, onCancel, onConfirmed }: WalletPaymentFormProps) {
  const { fieldProps, handleSubmit } = useSchemaForm(walletPaymentSchema, { defaultValues: { walletEmail: '' } });

  return (
    <form onSubmit={handleSubmit((wallet) => onConfirmed({ method: 'wallet', ...wallet }))} noValidate aria-label="Digital wallet details" data-test="wallet-form" className="space-y-4">
      <TextField
        label="Wallet account e-mail"
        id="wallet-email"
        type="email"
        autoComplete="email"
        maxLength={40}
        required
        data-test="wallet-email"
        {...fieldProps('walletEmail')}
      />
      <PaymentActions onCancel={onCancel} busy={busy} />
    </form>
  );
}

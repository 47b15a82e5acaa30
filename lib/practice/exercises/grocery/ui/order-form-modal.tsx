'use client';

import { useSchemaForm } from '@/components/forms/use-schema-form';
import { Modal, ModalActions, modalCancelClass, modalPrimaryClass } from '@/components/ui/modal';
import { TextField } from '@/components/ui/text-field';
import { DEFAULT_COUNTRY } from '@/lib/practice/exercises/grocery/countries';
import { ORDER_TEXT_MAX, orderFormSchema, type OrderForm } from '@/lib/practice/exercises/grocery/order-form-schema';
import { CountrySelect } from './country-select';

interface OrderFormModalProps {
  open: boolean;
  onCancel: () => void;
  onSubmitted: (order: OrderForm) => void;
}

/** The Place Order form (docs/product.md#grocery-shop): every message shows under its own field. */
export function OrderFormModal({ open, onCancel, onSubmitted }: OrderFormModalProps) {
  return (
    <Modal open={open} onClose={onCancel} title="Place Order" description="Where should we deliver your order?" testId="order-modal">
      <OrderFormFields onCancel={onCancel} onSubmitted={onSubmitted} />
    </Modal>
  );
}

const EMPTY_ORDER = { email: '', phone: '', country: DEFAULT_COUNTRY, state: '', zip: '', address1: '', address2: '' };

function OrderFormFields({ onCancel, onSubmitted }: Omit<OrderFormModalProps, 'open'>) {
  const { fieldProps, handleSubmit } = useSchemaForm(orderFormSchema, { defaultValues: EMPTY_ORDER });

  return (
    <form onSubmit={handleSubmit(onSubmitted)} noValidate aria-label="Order details" data-test="order-form" className="space-y-4">
      <TextField label="Email" id="order-email" type="email" autoComplete="email" maxLength={40} required data-test="order-email" {...fieldProps('email')} />
      <TextField
        label="Phone"
        id="order-phone"
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        // Room past the limit of 15, so learners can reach the "more then 15" message by typing.
        maxLength={20}
        required
        data-test="order-phone"
        {...fieldProps('phone')}
      />
      <CountrySelect label="Country" id="order-country" autoComplete="country-name" required data-test="order-country" {...fieldProps('country')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="State"
          id="order-state"
          autoComplete="address-level1"
          maxLength={ORDER_TEXT_MAX}
          required
          data-test="order-state"
          {...fieldProps('state')}
        />
        <TextField
          label="Zip Code"
          id="order-zip"
          autoComplete="postal-code"
          maxLength={ORDER_TEXT_MAX}
          required
          data-test="order-zip"
          {...fieldProps('zip')}
        />
      </div>
      <TextField
        label="Address Line 1"
        id="order-address1"
        autoComplete="address-line1"
        maxLength={ORDER_TEXT_MAX}
        required
        data-test="order-address1"
        {...fieldProps('address1')}
      />
      <TextField
        label="Address Line 2 (optional)"
        id="order-address2"
        autoComplete="address-line2"
        maxLength={ORDER_TEXT_MAX}
        data-test="order-address2"
        {...fieldProps('address2')}
      />
      <ModalActions>
        <button type="button" onClick={onCancel} data-test="cancel-order" className={modalCancelClass}>
          Cancel
        </button>
        <button type="submit" data-test="submit-order" className={modalPrimaryClass}>
          Submit Order
        </button>
      </ModalActions>
    </form>
  );
}

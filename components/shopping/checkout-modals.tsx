'use client';

import { useState } from 'react';
import { cartTotal, formatDollars, type Cart } from '@/lib/shopping/cart';
import { BuyModal } from './buy-modal';
import { OrderFormModal } from './order-form-modal';
import { OrderSuccessModal } from './order-success-modal';
import { PaymentMethodModal } from './payment-method-modal';
import { paymentMethodLabel, type PaymentMethod } from './payment-methods';

/** The checkout (docs/product.md#grocery-shop): Buy & Enjoy → Place Order form → payment method → success. */
export type CheckoutStep = 'buy' | 'order' | 'payment' | 'success';

interface CheckoutModalsProps {
  /** The open step, or null while the learner is shopping. */
  step: CheckoutStep | null;
  cart: Cart;
  onStepChange: (step: CheckoutStep | null) => void;
  onRemove: (productId: string) => void;
  /** The success modal was closed: the order is done and the cart is emptied. */
  onOrderComplete: () => void;
}

/**
 * One modal per step, at most one open. Cancelling any step before the payment goes back to the
 * shop with the cart as it was; the order itself is never sent anywhere.
 */
export function CheckoutModals({ step, cart, onStepChange, onRemove, onOrderComplete }: CheckoutModalsProps) {
  const [paidWith, setPaidWith] = useState<PaymentMethod>('card');
  const amount = formatDollars(cartTotal(cart));
  const backToShop = () => onStepChange(null);

  function handlePaid(method: PaymentMethod) {
    setPaidWith(method);
    onStepChange('success');
  }

  return (
    <>
      <BuyModal open={step === 'buy'} cart={cart} onRemove={onRemove} onCancel={backToShop} onPlaceOrder={() => onStepChange('order')} />
      <OrderFormModal open={step === 'order'} onCancel={backToShop} onSubmitted={() => onStepChange('payment')} />
      <PaymentMethodModal open={step === 'payment'} amount={amount} onCancel={backToShop} onPaid={handlePaid} />
      <OrderSuccessModal open={step === 'success'} amount={amount} methodLabel={paymentMethodLabel(paidWith)} onClose={onOrderComplete} />
    </>
  );
}

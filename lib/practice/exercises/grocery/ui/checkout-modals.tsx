'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { logout } from '@/components/auth/logout';
import { noteDefectEvidence } from '@/components/practice/bug-hunt/defect-evidence';
import { usePlanted } from '@/components/practice/practice-session';
import { postJson, replyMessage } from '@/lib/client/post-json';
import { successDelayMs } from '@/lib/practice/exercises/grocery/planted';
import type { PaymentDetails, PlaceOrder, PlacedOrder } from '@/lib/practice/exercises/grocery/schemas';
import { cartTotal, formatDollars, type Cart } from '@/lib/practice/exercises/grocery/cart';
import type { OrderForm } from '@/lib/practice/exercises/grocery/order-form-schema';
import { BuyModal } from './buy-modal';
import { OrderFormModal } from './order-form-modal';
import { OrderSuccessModal } from './order-success-modal';
import { PaymentMethodModal } from './payment-method-modal';

/** The checkout (docs/product.md#grocery-shop): Buy & Enjoy → Place Order form → payment method → success. */
export type CheckoutStep = 'buy' | 'order' | 'payment' | 'success';

export const ORDERS_URL = '/api/practice/v1/grocery/orders';

interface CheckoutModalsProps {
  /** The open step, or null while the learner is shopping. */
  step: CheckoutStep | null;
  cart: Cart;
  onStepChange: (step: CheckoutStep | null) => void;
  onRemove: (productId: string) => void;
  /** The server stored an order (My orders reads again). */
  onOrderPlaced: (order: PlacedOrder) => void;
  /** The success modal was closed: the order is done and the cart is emptied. */
  onOrderComplete: () => void;
}

/**
 * One modal per step, at most one open. Cancelling any step before the payment goes back to the
 * shop with the cart as it was. Confirm Payment sends the order (product ids and quantities, the
 * delivery details, the payment) to the server, which checks it with the forms' rules, prices it from
 * the catalogue and answers the stored order: its number and total are what Order Success shows.
 */
export function CheckoutModals({ step, cart, onStepChange, onRemove, onOrderPlaced, onOrderComplete }: CheckoutModalsProps) {
  const router = useRouter();
  const slowSuccess = usePlanted('order-success');
  const [delivery, setDelivery] = useState<OrderForm | null>(null);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [placed, setPlaced] = useState<PlacedOrder | null>(null);
  const successTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => clearTimeout(successTimer.current ?? undefined), []);
  const amount = formatDollars(cartTotal(cart));

  function backToShop() {
    if (sending) return;
    setError(null);
    onStepChange(null);
  }

  function handleDelivery(form: OrderForm) {
    setDelivery(form);
    setError(null);
    onStepChange('payment');
  }

  async function handlePaid(payment: PaymentDetails) {
    if (!delivery || sending) return;
    setSending(true);
    setError(null);
    const body: PlaceOrder = {
      lines: cart.map((line) => ({ productId: line.product.id, quantity: line.quantity })),
      delivery,
      payment,
    };
    const reply = await postJson<{ order?: PlacedOrder }>(ORDERS_URL, body);
    if (reply.status === 401) {
      await logout(router.push);
      return;
    }
    if (reply.status !== 200 || !reply.data.order) {
      setSending(false);
      setError(replyMessage(reply, 'Your order could not be placed. Please try again.'));
      return;
    }
    const order = reply.data.order;
    onOrderPlaced(order);
    const showSuccess = () => {
      setSending(false);
      setPlaced(order);
      onStepChange('success');
    };
    const delay = successDelayMs(slowSuccess);
    if (delay > 0) {
      // GRO-07's evidence for the bug hunt (docs/architecture.md#bug-hunt).
      noteDefectEvidence('grocery', 'order-success');
      successTimer.current = setTimeout(showSuccess, delay);
    }
    else showSuccess();
  }

  function closeSuccess() {
    setPlaced(null);
    setDelivery(null);
    onOrderComplete();
  }

  return (
    <>
      <BuyModal open={step === 'buy'} cart={cart} onRemove={onRemove} onCancel={backToShop} onPlaceOrder={() => onStepChange('order')} />
      <OrderFormModal open={step === 'order'} onCancel={backToShop} onSubmitted={handleDelivery} />
      <PaymentMethodModal
        open={step === 'payment'}
        amount={amount}
        busy={sending}
        error={error}
        onCancel={backToShop}
        onPaid={(payment) => void handlePaid(payment)}
      />
      <OrderSuccessModal order={step === 'success' ? placed : null} onClose={closeSuccess} />
    </>
  );
}

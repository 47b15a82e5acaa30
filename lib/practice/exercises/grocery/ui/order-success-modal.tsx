'use client';

import { Modal, ModalActions, modalPrimaryClass } from '@/components/ui/modal';
import { formatDollars } from '@/lib/practice/exercises/grocery/cart';
import type { PlacedOrder } from '@/lib/practice/exercises/grocery/schemas';
import { paymentMethodLabel } from './payment-methods';

interface OrderSuccessModalProps {
  /** The order as the server stored it; null keeps the dialog closed. */
  order: PlacedOrder | null;
  /** Close (or Escape, the backdrop, the ×) ends the order and empties the cart. */
  onClose: () => void;
}

/** 'Order Success': the order's number, the total the server charged and how it is paid, for learners to assert on. */
export function OrderSuccessModal({ order, onClose }: OrderSuccessModalProps) {
  return (
    <Modal open={order !== null} onClose={onClose} title="Order Success" testId="order-success">
      <p data-test="success-message" className="text-lg font-semibold text-green-800">
        Your order has been successfully placed!
      </p>
      <dl className="mt-4 space-y-1 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-slate-700">Order number</dt>
          <dd data-test="success-order-number" className="font-semibold tabular-nums">
            {order?.number}
          </dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-slate-700">Total</dt>
          <dd data-test="success-total" className="font-semibold tabular-nums">
            {order ? formatDollars(order.total) : null}
          </dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-slate-700">Payment</dt>
          <dd data-test="success-method" className="font-semibold">
            {order ? paymentMethodLabel(order.method) : null}
          </dd>
        </div>
      </dl>
      <ModalActions>
        <button type="button" onClick={onClose} data-test="close-success" className={modalPrimaryClass}>
          Close
        </button>
      </ModalActions>
    </Modal>
  );
}

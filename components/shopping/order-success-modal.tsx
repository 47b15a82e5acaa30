'use client';

import { Modal, ModalActions, modalPrimaryClass } from '@/components/ui/modal';

interface OrderSuccessModalProps {
  open: boolean;
  /** The order total and how it is paid, repeated so learners can assert on them. */
  amount: string;
  methodLabel: string;
  /** Close (or Escape, the backdrop, the ×) ends the order and empties the cart. */
  onClose: () => void;
}

export function OrderSuccessModal({ open, amount, methodLabel, onClose }: OrderSuccessModalProps) {
  return (
    <Modal open={open} onClose={onClose} title="Order Success" testId="order-success">
      <p data-test="success-message" className="text-lg font-semibold text-green-800">
        Your order has been successfully placed!
      </p>
      <dl className="mt-4 space-y-1 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-slate-700">Total</dt>
          <dd data-test="success-total" className="font-semibold tabular-nums">
            {amount}
          </dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-slate-700">Payment</dt>
          <dd data-test="success-method" className="font-semibold">
            {methodLabel}
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

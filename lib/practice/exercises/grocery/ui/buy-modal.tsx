'use client';

import { useRef } from 'react';
import { Modal, ModalActions, modalCancelClass } from '@/components/ui/modal';
import { cartTotal, formatDollars, formatLine, type Cart } from '@/lib/practice/exercises/grocery/cart';
import { primaryButton, removeButton } from './styles';

interface BuyModalProps {
  open: boolean;
  cart: Cart;
  onRemove: (productId: string) => void;
  onCancel: () => void;
  onPlaceOrder: () => void;
}

/** 'Buy & Enjoy': the order to confirm, each line removable, its total, Cancel and 'Place Order'. */
export function BuyModal({ open, cart, onRemove, onCancel, onPlaceOrder }: BuyModalProps) {
  return (
    <Modal open={open} onClose={onCancel} title="Buy & Enjoy" description="Check your order before you place it." testId="buy-modal">
      <BuyModalBody cart={cart} onRemove={onRemove} onCancel={onCancel} onPlaceOrder={onPlaceOrder} />
    </Modal>
  );
}

function BuyModalBody({ cart, onRemove, onCancel, onPlaceOrder }: Omit<BuyModalProps, 'open'>) {
  const summaryRef = useRef<HTMLDivElement>(null);
  const empty = cart.length === 0;

  function handleRemove(productId: string) {
    onRemove(productId);
    // The pressed button leaves with its line; the focus stays in the dialog, on the order summary.
    summaryRef.current?.focus();
  }

  return (
    <div ref={summaryRef} tabIndex={-1} aria-label="Order summary" role="group" className="outline-none">
      {empty ? (
        <p data-test="buy-empty" className="py-4 text-center text-slate-700">
          Your cart is empty.
        </p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {cart.map((line) => (
            <li key={line.product.id} data-test="buy-line" data-product-id={line.product.id} className="flex items-center justify-between gap-3 py-3">
              <div className="min-w-0">
                <p className="font-semibold text-ink">{line.product.name}</p>
                <p data-test={`buy-line-subtotal-${line.product.id}`} className="text-sm text-slate-700 tabular-nums">
                  {formatLine(line)}
                </p>
              </div>
              <button
                type="button"
                onClick={() => handleRemove(line.product.id)}
                aria-label={`Remove ${line.product.name}`}
                data-test={`remove-${line.product.id}`}
                className={removeButton}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
      <p className="mt-3 flex justify-between border-t border-slate-200 pt-3 text-base">
        <span className="font-semibold">Total</span>
        <span data-test="buy-total" className="font-bold text-brand-800 tabular-nums">
          {formatDollars(cartTotal(cart))}
        </span>
      </p>
      <ModalActions>
        <button type="button" onClick={onCancel} data-test="cancel-buy" className={modalCancelClass}>
          Cancel
        </button>
        <button type="button" onClick={onPlaceOrder} disabled={empty} data-test="place-order" className={primaryButton}>
          Place Order
        </button>
      </ModalActions>
    </div>
  );
}

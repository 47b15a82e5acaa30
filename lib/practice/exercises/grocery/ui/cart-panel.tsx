import { forwardRef } from 'react';
import { formatDollars, MAX_LINE_QUANTITY, totalQuantity, type Cart } from '@/lib/practice/exercises/grocery/cart';
import { CartLineItem } from './cart-line-item';
import { primaryButton, secondaryButton } from './styles';

interface CartPanelProps {
  id: string;
  cart: Cart;
  /** The Total line, worked out by the shop (lib/practice/exercises/grocery/planted.ts). */
  total: number;
  onIncrease: (productId: string) => void;
  onDecrease: (productId: string) => void;
  onProcessToBuy: () => void;
  onClear: () => void;
}

/**
 * The cart dropdown's content. It takes the focus itself (tabIndex -1) when the control that had it
 * disappears, e.g. the − of a line removed at quantity 1, so the keyboard user stays in the cart.
 */
export const CartPanel = forwardRef<HTMLDivElement, CartPanelProps>(function CartPanel(
  { id, cart, total, onIncrease, onDecrease, onProcessToBuy, onClear },
  ref,
) {
  const empty = cart.length === 0;
  return (
    <div
      ref={ref}
      id={id}
      role="region"
      aria-label="Shopping cart"
      tabIndex={-1}
      data-test="cart-panel"
      className="absolute top-full right-0 z-20 mt-2 w-[min(24rem,calc(100vw-2rem))] rounded-xl border border-slate-200 bg-white p-4 shadow-xl outline-none"
    >
      {empty ? (
        <p data-test="cart-empty" className="py-6 text-center text-slate-700">
          Your cart is empty.
        </p>
      ) : (
        <ul className="max-h-80 divide-y divide-slate-100 overflow-y-auto">
          {cart.map((line) => (
            <CartLineItem key={line.product.id} line={line} atMost={line.quantity >= MAX_LINE_QUANTITY} onIncrease={onIncrease} onDecrease={onDecrease} />
          ))}
        </ul>
      )}
      <dl className="mt-2 space-y-1 border-t border-slate-200 pt-3 text-sm">
        <div className="flex justify-between">
          <dt className="text-slate-700">Total quantity</dt>
          <dd data-test="cart-quantity" className="font-semibold tabular-nums">
            {totalQuantity(cart)}
          </dd>
        </div>
        <div className="flex justify-between text-base">
          <dt className="font-semibold">Total</dt>
          <dd data-test="cart-total" className="font-bold text-brand-800 tabular-nums">
            {formatDollars(total)}
          </dd>
        </div>
      </dl>
      <div className="mt-4 grid grid-cols-2 gap-2">
        <button type="button" onClick={onClear} disabled={empty} data-test="clear-cart" className={`${secondaryButton} text-sm`}>
          Clear Cart
        </button>
        <button type="button" onClick={onProcessToBuy} disabled={empty} data-test="process-to-buy" className={`${primaryButton} text-sm`}>
          Process to Buy
        </button>
      </div>
    </div>
  );
});

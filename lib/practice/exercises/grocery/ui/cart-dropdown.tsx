'use client';

import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { distinctItemCount, type Cart } from '@/lib/practice/exercises/grocery/cart';
import { CartPanel } from './cart-panel';

interface CartDropdownProps {
  cart: Cart;
  /** The Total the panel shows. */
  total: number;
  onIncrease: (productId: string) => void;
  onDecrease: (productId: string) => void;
  onClear: () => void;
  onProcessToBuy: () => void;
}

/**
 * The 'Cart' button with its badge (distinct items) and the dropdown panel it discloses.
 * Escape or a click outside closes the panel; the focus goes back to the button.
 */
export function CartDropdown({ cart, total, onIncrease, onDecrease, onClear, onProcessToBuy }: CartDropdownProps) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const countId = useId();
  const count = distinctItemCount(cart);

  useEffect(() => {
    if (!open) return;
    function closeOnOutsidePress(event: PointerEvent) {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    }
    document.addEventListener('pointerdown', closeOnOutsidePress);
    return () => document.removeEventListener('pointerdown', closeOnOutsidePress);
  }, [open]);

  function handleKeyDown(event: KeyboardEvent) {
    if (event.key !== 'Escape' || !open) return;
    setOpen(false);
    buttonRef.current?.focus();
  }

  function handleDecrease(productId: string) {
    const removesLine = cart.find((line) => line.product.id === productId)?.quantity === 1;
    onDecrease(productId);
    // The pressed − goes away with its line: keep the focus inside the cart.
    if (removesLine) panelRef.current?.focus();
  }

  function handleClear() {
    onClear();
    panelRef.current?.focus();
  }

  function handleProcessToBuy() {
    setOpen(false);
    // The modals return the focus to whatever had it when they opened: the cart button, which stays.
    buttonRef.current?.focus();
    onProcessToBuy();
  }

  return (
    <div ref={rootRef} onKeyDown={handleKeyDown} className="relative shrink-0">
      {/*
        The button's name is its own text, 'Cart' (screen-reader only on small screens). The badge sits
        over the button but outside it, so what the button shows matches its name (WCAG 2.5.3);
        the count is the button's description for screen readers, and clicks pass through the badge.
      */}
      <button
        ref={buttonRef}
        type="button"
        onClick={() => setOpen((wasOpen) => !wasOpen)}
        aria-describedby={countId}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        data-test="cart-button"
        className="relative inline-flex h-11 cursor-pointer items-center gap-2 rounded-lg bg-brand-600 pl-4 pr-12 font-semibold text-white shadow-sm hover:bg-brand-700"
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-5">
          <path d="M1 1.75A.75.75 0 0 1 1.75 1h1.63a1.75 1.75 0 0 1 1.69 1.3L5.27 3h11.98a.75.75 0 0 1 .72.96l-2 7a.75.75 0 0 1-.72.54H6.6l.37 1.5h8.78a.75.75 0 0 1 0 1.5H6.4a.75.75 0 0 1-.73-.57L3.62 2.69a.25.25 0 0 0-.24-.19H1.75A.75.75 0 0 1 1 1.75ZM6 17.5a1.5 1.5 0 1 1 3 0 1.5 1.5 0 0 1-3 0Zm8-1.5a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3Z" />
        </svg>
        <span className="sr-only sm:not-sr-only">Cart</span>
      </button>
      <span
        aria-hidden="true"
        data-test="cart-count"
        className="pointer-events-none absolute top-1/2 right-3 grid h-6 min-w-6 -translate-y-1/2 place-items-center rounded-full bg-accent-500 px-1.5 text-sm font-bold text-ink tabular-nums"
      >
        {count}
      </span>
      {open ? (
        <CartPanel
          ref={panelRef}
          id={panelId}
          cart={cart}
          total={total}
          onIncrease={onIncrease}
          onDecrease={handleDecrease}
          onProcessToBuy={handleProcessToBuy}
          onClear={handleClear}
        />
      ) : null}
    </div>
  );
}

import type { Product } from './catalogue';

// The Grocery shop's cart (docs/product.md#grocery-shop) as a pure reducer plus the totals the cart shows, so the
// rules are unit-tested and the UI only renders them. Prices are whole dollars, so every sum is exact.

export interface CartLine {
  product: Product;
  quantity: number;
}

/** Lines in the order the products were added. */
export type Cart = readonly CartLine[];

export type CartAction =
  | { type: 'add'; product: Product }
  | { type: 'increment'; productId: string }
  | { type: 'decrement'; productId: string }
  | { type: 'remove'; productId: string }
  | { type: 'clear' };

export const EMPTY_CART: Cart = [];

/** The most of one product an order may hold; + stops there, and the orders API refuses more. */
export const MAX_LINE_QUANTITY = 99;

export function cartReducer(cart: Cart, action: CartAction): Cart {
  switch (action.type) {
    case 'add':
      // A product already in the cart is not added twice: its quantity changes with increment only.
      if (isInCart(cart, action.product.id)) return cart;
      return [...cart, { product: action.product, quantity: 1 }];
    case 'increment':
      return updateLine(cart, action.productId, (line) => ({ ...line, quantity: Math.min(line.quantity + 1, MAX_LINE_QUANTITY) }));
    case 'decrement':
      // At quantity 1 a decrement removes the line instead of leaving a zero-quantity line behind.
      return updateLine(cart, action.productId, (line) => (line.quantity > 1 ? { ...line, quantity: line.quantity - 1 } : null));
    case 'remove':
      return updateLine(cart, action.productId, () => null);
    case 'clear':
      return EMPTY_CART;
  }
}

/** Replaces (or, for null, drops) the product's line; an unknown id leaves the same cart object. */
function updateLine(cart: Cart, productId: string, update: (line: CartLine) => CartLine | null): Cart {
  if (!isInCart(cart, productId)) return cart;
  return cart.flatMap((line) => {
    if (line.product.id !== productId) return [line];
    const updated = update(line);
    return updated ? [updated] : [];
  });
}

export function isInCart(cart: Cart, productId: string): boolean {
  return cart.some((line) => line.product.id === productId);
}

/** The badge number: how many different products are in the cart. */
export function distinctItemCount(cart: Cart): number {
  return cart.length;
}

export function totalQuantity(cart: Cart): number {
  return cart.reduce((sum, line) => sum + line.quantity, 0);
}

export function lineSubtotal(line: CartLine): number {
  return line.product.price * line.quantity;
}

export function cartTotal(cart: Cart): number {
  return cart.reduce((sum, line) => sum + lineSubtotal(line), 0);
}

/** A price or the cart total as a plain dollar sum: 45 → "$45" (docs/product.md#grocery-shop). */
export function formatDollars(amount: number): string {
  return `$${amount}`;
}

/** A line as "price x quantity = subtotal", the subtotal to two decimals: "$45 x 2 = $90.00". */
export function formatLine(line: CartLine): string {
  return `${formatDollars(line.product.price)} x ${line.quantity} = $${lineSubtotal(line).toFixed(2)}`;
}

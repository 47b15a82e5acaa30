import { cartTotal, type Cart, type CartAction } from './cart';

// The shop's planted defects that live in the browser (lib/practice/exercises/grocery/defects.ts has the catalogue,
// on the server only). Each function takes whether its own defect is live and gives the correct behaviour when it is not; the shop's
// components call these instead of deciding themselves, so the clean paths stay easy to read.

/** GRO-01: the cart dropdown's Total; when live each line counts once, whatever its quantity. */
export function shownCartTotal(cart: Cart, bugMode: boolean): number {
  return bugMode ? cart.reduce((sum, line) => sum + line.product.price, 0) : cartTotal(cart);
}

/** GRO-02: what "Clear Cart" does; when live it removes every line but the first. */
export function clearCartActions(cart: Cart, bugMode: boolean): CartAction[] {
  if (!bugMode) return [{ type: 'clear' }];
  return cart.slice(1).map((line) => ({ type: 'remove', productId: line.product.id }));
}

/** GRO-03: the N of "Showing N of 25 products"; when live it ignores the search. */
export function shownProductCount(matching: number, all: number, bugMode: boolean): number {
  return bugMode ? all : matching;
}

/** GRO-07: how long Order Success waits after the server has stored the order. */
export function successDelayMs(bugMode: boolean): number {
  return bugMode ? 6000 : 0;
}

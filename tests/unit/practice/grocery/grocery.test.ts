import { describe, expect, it } from 'vitest';
import { clearCartActions, shownCartTotal, shownProductCount, successDelayMs } from '@/lib/practice/exercises/grocery/planted';
import { GROCERY_MSG, maskCard, orderNumber, placeOrderSchema } from '@/lib/practice/exercises/grocery/schemas';
import { cartReducer, cartTotal, EMPTY_CART, type Cart, type CartAction } from '@/lib/practice/exercises/grocery/cart';
import { PRODUCTS } from '@/lib/practice/exercises/grocery/catalogue';

// The Grocery shop's browser-side rules of the practice lab (docs/practice/grocery.md): the order schema the
// shop sends, order numbers and card masking, and the client-side planted defects, correct with bug mode off.

function product(id: string) {
  const found = PRODUCTS.find((item) => item.id === id);
  if (!found) throw new Error(`no product ${id}`);
  return found;
}

function run(...actions: CartAction[]): Cart {
  return actions.reduce(cartReducer, EMPTY_CART);
}

// Tomato x 2 ($90) and carrot x 1 ($30).
const cart = run(
  { type: 'add', product: product('tomato') },
  { type: 'increment', productId: 'tomato' },
  { type: 'add', product: product('carrot') },
);

describe('orders', () => {
  it('numbers orders GR-0001, GR-0002, … and keeps only the last four digits of a card', () => {
    expect(orderNumber(1)).toBe('GR-0001');
    expect(orderNumber(42)).toBe('GR-0042');
    expect(maskCard('4242 4242 4242 1234')).toBe('**** **** **** 1234');
  });

  it('accepts what the shop sends and drops any price the body carries', () => {
    const parsed = placeOrderSchema.parse({
      lines: [{ productId: 'tomato', quantity: 2, price: 1 }],
      delivery: { email: 'a.learner@example.com', phone: '+15551234567', country: 'Canada', state: 'ON', zip: 'M5V', address1: '1 Main St' },
      payment: { method: 'cod' },
      total: 1,
    });
    expect(parsed.lines).toEqual([{ productId: 'tomato', quantity: 2 }]);
    expect(parsed).not.toHaveProperty('total');
  });

  it('refuses the same product twice', () => {
    const lines = [
      { productId: 'tomato', quantity: 1 },
      { productId: 'tomato', quantity: 2 },
    ];
    const result = placeOrderSchema.shape.lines.safeParse(lines);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].message).toBe(GROCERY_MSG.duplicate);
  });
});

describe('client-side planted defects', () => {
  it('are absent with bug mode off', () => {
    expect(shownCartTotal(cart, false)).toBe(cartTotal(cart));
    expect(clearCartActions(cart, false).reduce(cartReducer, cart)).toEqual([]);
    expect(shownProductCount(2, 25, false)).toBe(2);
    expect(successDelayMs(false)).toBe(0);
  });

  it('are live with bug mode on', () => {
    expect(cartTotal(cart)).toBe(120);
    expect(shownCartTotal(cart, true)).toBe(75);
    expect(clearCartActions(cart, true).reduce(cartReducer, cart).map((line) => line.product.id)).toEqual(['tomato']);
    expect(shownProductCount(2, 25, true)).toBe(25);
    expect(successDelayMs(true)).toBe(6000);
  });
});

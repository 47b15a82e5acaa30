import { describe, expect, it } from 'vitest';
import {
  cartReducer,
  cartTotal,
  distinctItemCount,
  EMPTY_CART,
  formatDollars,
  formatLine,
  isInCart,
  lineSubtotal,
  MAX_LINE_QUANTITY,
  totalQuantity,
  type Cart,
  type CartAction,
} from '@/lib/practice/exercises/grocery/cart';
import { PRODUCTS, searchProducts, type Product } from '@/lib/practice/exercises/grocery/catalogue';
import { COUNTRIES, DEFAULT_COUNTRY } from '@/lib/practice/exercises/grocery/countries';

function product(id: string): Product {
  const found = PRODUCTS.find((item) => item.id === id);
  if (!found) throw new Error(`no product ${id}`);
  return found;
}

function run(...actions: CartAction[]): Cart {
  return actions.reduce(cartReducer, EMPTY_CART);
}

const tomato = product('tomato'); // $45
const carrot = product('carrot'); // $30

describe('cart reducer', () => {
  it('adds a product with quantity 1, once', () => {
    const cart = run({ type: 'add', product: tomato }, { type: 'add', product: tomato });
    expect(cart).toEqual([{ product: tomato, quantity: 1 }]);
    expect(isInCart(cart, 'tomato')).toBe(true);
    expect(isInCart(cart, 'carrot')).toBe(false);
  });

  it('keeps the lines in the order the products were added', () => {
    const cart = run({ type: 'add', product: carrot }, { type: 'add', product: tomato });
    expect(cart.map((line) => line.product.id)).toEqual(['carrot', 'tomato']);
  });

  it('increments and decrements one line only', () => {
    const cart = run(
      { type: 'add', product: tomato },
      { type: 'add', product: carrot },
      { type: 'increment', productId: 'tomato' },
      { type: 'increment', productId: 'tomato' },
      { type: 'decrement', productId: 'tomato' },
    );
    expect(cart).toEqual([
      { product: tomato, quantity: 2 },
      { product: carrot, quantity: 1 },
    ]);
  });

  it('stops a line at the most an order may hold (99)', () => {
    const increments = Array.from({ length: 120 }, (): CartAction => ({ type: 'increment', productId: 'tomato' }));
    const cart = run({ type: 'add', product: tomato }, ...increments);
    expect(MAX_LINE_QUANTITY).toBe(99);
    expect(cart).toEqual([{ product: tomato, quantity: 99 }]);
    expect(cartReducer(cart, { type: 'decrement', productId: 'tomato' })[0].quantity).toBe(98);
  });

  it('removes the line when it is decremented at quantity 1', () => {
    const cart = run({ type: 'add', product: tomato }, { type: 'add', product: carrot }, { type: 'decrement', productId: 'carrot' });
    expect(cart).toEqual([{ product: tomato, quantity: 1 }]);
  });

  it('removes a line whatever its quantity, and clears the cart', () => {
    const filled = run(
      { type: 'add', product: tomato },
      { type: 'increment', productId: 'tomato' },
      { type: 'add', product: carrot },
    );
    expect(cartReducer(filled, { type: 'remove', productId: 'tomato' })).toEqual([{ product: carrot, quantity: 1 }]);
    expect(cartReducer(filled, { type: 'clear' })).toEqual([]);
  });

  it('returns the same cart for an unknown product, so React skips the render', () => {
    const cart = run({ type: 'add', product: tomato });
    for (const type of ['increment', 'decrement', 'remove'] as const) {
      expect(cartReducer(cart, { type, productId: 'dragon-fruit' })).toBe(cart);
    }
  });

  it('never changes the cart it is given', () => {
    const cart = Object.freeze(run({ type: 'add', product: tomato }).map((line) => Object.freeze({ ...line })));
    expect(() => cartReducer(cart, { type: 'increment', productId: 'tomato' })).not.toThrow();
    expect(cart[0].quantity).toBe(1);
  });
});

describe('cart totals', () => {
  const cart = run(
    { type: 'add', product: tomato },
    { type: 'increment', productId: 'tomato' },
    { type: 'add', product: carrot },
  );

  it('counts distinct items for the badge and the total quantity', () => {
    expect(distinctItemCount(cart)).toBe(2);
    expect(totalQuantity(cart)).toBe(3);
    expect(distinctItemCount(EMPTY_CART)).toBe(0);
    expect(totalQuantity(EMPTY_CART)).toBe(0);
  });

  it('computes each subtotal and the cart total as a plain dollar sum', () => {
    expect(lineSubtotal(cart[0])).toBe(90);
    expect(cartTotal(cart)).toBe(120);
    expect(formatDollars(cartTotal(cart))).toBe('$120');
    expect(formatDollars(cartTotal(EMPTY_CART))).toBe('$0');
  });

  it('shows a line as "price x quantity = subtotal", the subtotal to two decimals', () => {
    expect(formatLine(cart[0])).toBe('$45 x 2 = $90.00');
    expect(formatLine(cart[1])).toBe('$30 x 1 = $30.00');
  });
});

describe('catalogue and countries', () => {
  it('has 25 vegetables with unique ids and names, whole-dollar prices from 25 to 320', () => {
    expect(PRODUCTS).toHaveLength(25);
    expect(new Set(PRODUCTS.map((item) => item.id)).size).toBe(25);
    expect(new Set(PRODUCTS.map((item) => item.name)).size).toBe(25);
    for (const item of PRODUCTS) {
      expect(Number.isInteger(item.price)).toBe(true);
      expect(item.price).toBeGreaterThanOrEqual(25);
      expect(item.price).toBeLessThanOrEqual(320);
      // Ids go into data-test selectors: lower-case letters and hyphens only.
      expect(item.id).toMatch(/^[a-z]+(-[a-z]+)*$/);
    }
    const prices = PRODUCTS.map((item) => item.price);
    expect(Math.min(...prices)).toBe(25);
    expect(Math.max(...prices)).toBe(320);
  });

  it('searches names case-insensitively and keeps everything for a blank query', () => {
    expect(searchProducts(PRODUCTS, 'POTATO').map((item) => item.name)).toEqual(['Potato', 'Sweet Potato']);
    expect(searchProducts(PRODUCTS, '  pePPer ').map((item) => item.name)).toEqual(['Bell Pepper', 'Chili Pepper']);
    expect(searchProducts(PRODUCTS, 'kiwi')).toEqual([]);
    expect(searchProducts(PRODUCTS, '   ')).toHaveLength(25);
  });

  it('lists about 195 unique countries, sorted, with the default among them', () => {
    expect(COUNTRIES).toHaveLength(195);
    expect(new Set(COUNTRIES).size).toBe(COUNTRIES.length);
    expect([...COUNTRIES].sort((a, b) => a.localeCompare(b, 'en'))).toEqual(COUNTRIES);
    expect(COUNTRIES).toContain(DEFAULT_COUNTRY);
    expect(DEFAULT_COUNTRY).toBe('United States of America');
  });
});

import 'server-only';
import type { PlantedDefects } from '@/lib/practice/defects/planted';
import { z } from 'zod';
import { conflict } from '@/lib/api/errors';
import { parseOrThrow } from '@/lib/api/parse-or-throw';
import { PRODUCTS } from '../catalogue';
import { MSG } from '@/lib/messages';
import { GROCERY_ORDER_MSG } from '@/lib/practice/exercises/grocery/order-messages';
import { orderFormSchema } from '../order-form-schema';
import { recordDefectEvidence } from '@/lib/practice/bug-hunt/evidence';
import { readPracticeState, updatePracticeState } from '@/lib/practice/state-store';
import { GROCERY_STATE } from '../state';
import {
  GROCERY_MSG,
  MAX_ORDERS,
  maskCard,
  orderNumber,
  placeOrderSchema,
  type PlaceOrder,
  type PlacedOrder,
} from '../schemas';

// The Grocery shop's orders on the server (docs/practice/grocery.md): each learner's placed orders live in
// their practice_state document, numbered per learner. The cart never comes here; an order does, when the
// learner confirms the payment. Prices always come from the catalogue, never from the request.


// Planted defects (lib/practice/exercises/grocery/defects.ts), live only in bug mode.
/** GRO-05: the phone rule lets letters through; every other message is the form's. */
const LETTERS_PHONE = z
  .string({ error: MSG.phoneRequired })
  .trim()
  .min(1, MSG.phoneRequired)
  .min(10, MSG.phoneMin)
  .max(15, GROCERY_ORDER_MSG.phoneMax)
  .regex(/^[0-9A-Za-z+]+$/, MSG.phonePattern);
const BUGGY_ORDER_SCHEMA = placeOrderSchema.extend({
  delivery: z.object({ ...orderFormSchema.shape, phone: LETTERS_PHONE }, { error: GROCERY_MSG.delivery }),
});

/**
 * The body of POST …/orders checked with the forms' rules (with GRO-05 live, with the planted phone rule); `phoneLetThrough`
 * says GRO-05 accepted what the form's rule refuses.
 */
export function parsePlaceOrder(body: unknown, loosePhone: boolean): { order: PlaceOrder; phoneLetThrough: boolean } {
  if (!loosePhone) return { order: parseOrThrow(placeOrderSchema, body), phoneLetThrough: false };
  const order = parseOrThrow(BUGGY_ORDER_SCHEMA, body);
  return { order, phoneLetThrough: !placeOrderSchema.safeParse(body).success };
}

/** Prices the lines from the catalogue and sums them; the schema already refused unknown products. */
export function priceOrder(lines: PlaceOrder['lines'], firstLineTwice: boolean): Pick<PlacedOrder, 'lines' | 'total'> {
  const priced = lines.map(({ productId, quantity }) => {
    const product = PRODUCTS.find((candidate) => candidate.id === productId);
    if (!product) throw new Error(`unknown product ${productId} passed the order schema`);
    return { productId, name: product.name, price: product.price, quantity, subtotal: product.price * quantity };
  });
  // GRO-06: when live, the sum starts from the first line's subtotal instead of 0, counting that line twice.
  const start = firstLineTwice ? priced[0].subtotal : 0;
  return { lines: priced, total: priced.reduce((sum, line) => sum + line.subtotal, start) };
}

/** Stores the order in the learner's practice data and answers it as stored. */
export async function placeOrder(userId: string, order: PlaceOrder, firstLineTwice: boolean): Promise<PlacedOrder> {
  const { lines, total } = priceOrder(order.lines, firstLineTwice);
  const { payment } = order;
  return updatePracticeState(userId, GROCERY_STATE, (state) => {
    if (state.orders.length >= MAX_ORDERS) throw conflict(GROCERY_MSG.tooManyOrders, 'TOO_MANY_ORDERS');
    const placed: PlacedOrder = {
      number: orderNumber(state.nextNumber),
      createdAt: new Date().toISOString(),
      lines,
      total,
      method: payment.method,
      // The card's number and CVC are checked, never kept: only the last four digits are stored.
      ...(payment.method === 'card' ? { card: maskCard(payment.cardNumber) } : {}),
      ...(payment.method === 'wallet' ? { walletEmail: payment.walletEmail } : {}),
      delivery: order.delivery,
    };
    state.orders.push(placed);
    state.nextNumber += 1;
    return placed;
  });
}

/** POST …/orders: parses, places, and records the planted defects the order met (docs/architecture.md#bug-hunt). */
export async function placeOrderFrom(userId: string, body: unknown, planted: PlantedDefects): Promise<PlacedOrder> {
  const { order, phoneLetThrough } = parsePlaceOrder(body, planted.has('GRO-05'));
  const placed = await placeOrder(userId, order, planted.has('GRO-06'));
  if (phoneLetThrough) await recordDefectEvidence(userId, 'GRO-05');
  // GRO-06 counts the first line twice in every order placed with the bugs live.
  if (planted.has('GRO-06')) await recordDefectEvidence(userId, 'GRO-06');
  // GRO-01: the cart this order came from showed a Total that ignored its quantities (the page sums each price once).
  if (planted.has('GRO-01') && order.lines.some((line) => line.quantity > 1)) await recordDefectEvidence(userId, 'GRO-01');
  return placed;
}

/** The learner's orders, newest first. */
export async function listOrders(userId: string): Promise<PlacedOrder[]> {
  const { orders } = await readPracticeState(userId, GROCERY_STATE);
  return [...orders].reverse();
}

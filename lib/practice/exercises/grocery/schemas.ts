import { z } from 'zod';
import { MAX_LINE_QUANTITY } from './cart';
import { PRODUCTS } from './catalogue';
import { cardFormSchema } from '@/lib/validation/card';
import { orderFormSchema, walletPaymentSchema } from './order-form-schema';

// The Grocery shop's orders (docs/practice/grocery.md): what the shop sends when a payment is confirmed,
// and an order as the server stored it. Plain zod, shared by the browser and the server. The delivery
// and payment parts are built from the very schemas the forms use (./order-form-schema.ts, card.ts), so
// the API and the forms can never disagree on a rule.

export const PAYMENT_METHOD_VALUES = ['card', 'wallet', 'cod'] as const;
export type PaymentMethod = (typeof PAYMENT_METHOD_VALUES)[number];

/** The most orders a learner's practice data keeps; "Reset my practice data" starts again from none. */
export const MAX_ORDERS = 50;

export const GROCERY_MSG = {
  body: 'Send the order as a JSON object: { lines, delivery, payment }.',
  linesRequired: 'Your cart is empty: add a product before you order.',
  unknownProduct: 'There is no product with this id in the catalogue.',
  quantity: `Quantity must be a whole number from 1 to ${MAX_LINE_QUANTITY}.`,
  duplicate: 'Each product may appear only once in an order.',
  delivery: 'Send the delivery details of the order form.',
  method: 'Choose a payment method: card, wallet or cod.',
  tooManyOrders: `You have placed ${MAX_ORDERS} orders, the most this exercise keeps. Reset your practice data to start again.`,
  placed: 'Your order has been successfully placed!',
} as const;

const PRODUCT_IDS = new Set(PRODUCTS.map((product) => product.id));

export const orderLineSchema = z.object(
  {
    productId: z.string({ error: GROCERY_MSG.unknownProduct }).refine((id) => PRODUCT_IDS.has(id), GROCERY_MSG.unknownProduct),
    quantity: z.number({ error: GROCERY_MSG.quantity }).int(GROCERY_MSG.quantity).min(1, GROCERY_MSG.quantity).max(MAX_LINE_QUANTITY, GROCERY_MSG.quantity),
  },
  { error: GROCERY_MSG.unknownProduct },
);

export const orderLinesSchema = z
  .array(orderLineSchema, { error: GROCERY_MSG.linesRequired })
  .min(1, GROCERY_MSG.linesRequired)
  // A cart holds each product once; more lines than products can only repeat one.
  .max(PRODUCTS.length, GROCERY_MSG.duplicate)
  .refine((lines) => new Set(lines.map((line) => line.productId)).size === lines.length, GROCERY_MSG.duplicate);

/** The order form's fields, with the form's own rules; only the message for a missing object is ours. */
export const deliverySchema = z.object(orderFormSchema.shape, { error: GROCERY_MSG.delivery });

/** The payment step: the card and wallet forms' own rules, tagged with the method chosen. */
export const paymentSchema = z.discriminatedUnion(
  'method',
  [
    z.object({ method: z.literal('card'), ...cardFormSchema.shape }),
    z.object({ method: z.literal('wallet'), ...walletPaymentSchema.shape }),
    z.object({ method: z.literal('cod') }),
  ],
  { error: GROCERY_MSG.method },
);
export type PaymentDetails = z.output<typeof paymentSchema>;

/**
 * POST /api/practice/v1/grocery/orders. Prices are not part of it: the server prices the lines from
 * the catalogue, and any price or total in the body is dropped.
 */
export const placeOrderSchema = z.object(
  { lines: orderLinesSchema, delivery: deliverySchema, payment: paymentSchema },
  { error: GROCERY_MSG.body },
);
export type PlaceOrder = z.output<typeof placeOrderSchema>;

/** A line as the server priced it. */
export const pricedLineSchema = z.object({
  productId: z.string(),
  name: z.string(),
  price: z.number(),
  quantity: z.number().int(),
  subtotal: z.number(),
});

/** An order as stored and answered: never a full card number or a CVC, only the card's last four digits. */
export const placedOrderSchema = z.object({
  /** Per learner, in order: GR-0001, GR-0002, … (back to GR-0001 after a reset). */
  number: z.string(),
  /** When the server stored it (ISO 8601). */
  createdAt: z.string(),
  lines: z.array(pricedLineSchema),
  total: z.number(),
  method: z.enum(PAYMENT_METHOD_VALUES),
  /** Card payments: "**** **** **** 4242". */
  card: z.string().optional(),
  /** Wallet payments: the wallet account's e-mail. */
  walletEmail: z.string().optional(),
  delivery: z.object({
    email: z.string(),
    phone: z.string(),
    country: z.string(),
    state: z.string(),
    zip: z.string(),
    address1: z.string(),
    address2: z.string().optional(),
  }),
});
export type PlacedOrder = z.output<typeof placedOrderSchema>;

/** GET /api/practice/v1/grocery/orders: the learner's orders, newest first. */
export const ordersReplySchema = z.object({ orders: z.array(placedOrderSchema) });

/** "GR-0001" for the first order. */
export function orderNumber(sequence: number): string {
  return `GR-${String(sequence).padStart(4, '0')}`;
}

/** Only the last four digits of a card number survive: "4242 4242 4242 4242" → "**** **** **** 4242". */
export function maskCard(cardNumber: string): string {
  return `**** **** **** ${cardNumber.replace(/\D/g, '').slice(-4)}`;
}

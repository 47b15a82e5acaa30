import { describe, expect, it } from 'vitest';
import { POST as resetRoute } from '@/app/api/practice/v1/[exercise]/reset/route';
import { practiceState } from '@/lib/db/schema';
import { setBugMode } from '@/lib/practice/bug-mode';
import { GROCERY_MSG, MAX_ORDERS } from '@/lib/practice/exercises/grocery/schemas';
import { CARD_MSG, MSG } from '@/lib/messages';
import { GROCERY_ORDER_MSG } from '@/lib/practice/exercises/grocery/order-messages';
import { practiceCaller } from '@/tests/helpers/practice-http';
import { setupFreshDatabase } from '@/tests/helpers/test-db';
import { createLoggedInUser, type TestUser } from '@/tests/helpers/users';
import { DELIVERY } from '@/tests/helpers/grocery-delivery';
import { mountedPracticeRoute } from '@/lib/practice/routes/all-routes';
const { GET: listRoute, POST: placeRoute, PUT: putRoute } = mountedPracticeRoute('/api/practice/v1/grocery/orders');

const call = practiceCaller('v1/grocery');

// The Grocery shop's orders API (docs/practice/grocery.md#api): the forms' rules again on the server, prices
// from the catalogue, a card kept as its last four digits, per-learner numbering, isolation, reset, and the
// server-side planted defects of bug mode.

const getDb = setupFreshDatabase();

const CARD = { method: 'card', cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' };

function order(overrides: Record<string, unknown> = {}) {
  return {
    lines: [
      { productId: 'tomato', quantity: 2 },
      { productId: 'carrot', quantity: 1 },
    ],
    delivery: DELIVERY,
    payment: CARD,
    ...overrides,
  };
}

function place(user: TestUser, body: unknown) {
  return call(placeRoute, { method: 'POST', cookie: user.cookie, body });
}

async function listOf(user: TestUser) {
  const reply = await call(listRoute, { cookie: user.cookie });
  expect(reply.status).toBe(200);
  return reply.json.orders as { number: string; total: number; card?: string }[];
}

describe('POST /api/practice/v1/grocery/orders', () => {
  it('stores the order priced from the catalogue, numbered per learner, and answers it', async () => {
    const ann = await createLoggedInUser();
    const before = Date.now();
    const reply = await place(ann, order());
    expect(reply.status).toBe(200);
    expect(reply.json.success).toBe(true);
    expect(reply.json.message).toBe('Your order has been successfully placed!');
    const placed = reply.json.order;
    expect(placed).toMatchObject({
      number: 'GR-0001',
      lines: [
        { productId: 'tomato', name: 'Tomato', price: 45, quantity: 2, subtotal: 90 },
        { productId: 'carrot', name: 'Carrot', price: 30, quantity: 1, subtotal: 30 },
      ],
      total: 120,
      method: 'card',
      card: '**** **** **** 4242',
      delivery: { ...DELIVERY, zip: 'M5V 2T6' },
    });
    expect(Date.parse(placed.createdAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(placed.createdAt)).toBeLessThanOrEqual(Date.now() + 1000);

    const second = await place(ann, order({ lines: [{ productId: 'asparagus', quantity: 1 }], payment: { method: 'cod' } }));
    expect(second.json.order).toMatchObject({ number: 'GR-0002', total: 320, method: 'cod' });
    expect(second.json.order.card).toBeUndefined();
    const third = await place(ann, order({ payment: { method: 'wallet', walletEmail: 'Wallet.Owner@Example.com' } }));
    expect(third.json.order).toMatchObject({ number: 'GR-0003', method: 'wallet', walletEmail: 'wallet.owner@example.com' });

    const orders = await listOf(ann);
    expect(orders.map((o) => o.number)).toEqual(['GR-0003', 'GR-0002', 'GR-0001']);
    expect(orders[2]).toEqual(placed);
  });

  it('ignores any price or total the request sends', async () => {
    const ann = await createLoggedInUser();
    const reply = await place(ann, {
      ...order({ lines: [{ productId: 'tomato', quantity: 3, price: 1, subtotal: 3 }] }),
      total: 1,
      amount: 1,
    });
    expect(reply.status).toBe(200);
    expect(reply.json.order.total).toBe(135);
    expect(reply.json.order.lines[0]).toEqual({ productId: 'tomato', name: 'Tomato', price: 45, quantity: 3, subtotal: 135 });
  });

  it('never stores a full card number or the CVC', async () => {
    const ann = await createLoggedInUser();
    await place(ann, order({ payment: { ...CARD, cardNumber: '5555 4444 3333 1111', cvc: '987' } }));
    const db = await getDb();
    // Timestamps are left out: their milliseconds read "987" one time in a thousand (it failed a CI run so).
    const docs = (await db.select().from(practiceState)).map((row) => row.doc);
    const stored = JSON.stringify(docs, (key, value) => (key === 'createdAt' ? undefined : value));
    expect(stored).toContain('**** **** **** 1111');
    expect(stored).not.toMatch(/5555|4444 3333|3333 1111|987/);
    expect(stored).not.toContain('12/30');
  });

  it.each([
    ['no lines', order({ lines: [] }), 'lines', GROCERY_MSG.linesRequired],
    ['lines missing', order({ lines: undefined }), 'lines', GROCERY_MSG.linesRequired],
    ['an unknown product', order({ lines: [{ productId: 'kiwi', quantity: 1 }] }), 'lines.0.productId', GROCERY_MSG.unknownProduct],
    ['quantity 0', order({ lines: [{ productId: 'tomato', quantity: 0 }] }), 'lines.0.quantity', GROCERY_MSG.quantity],
    ['quantity 100', order({ lines: [{ productId: 'tomato', quantity: 100 }] }), 'lines.0.quantity', GROCERY_MSG.quantity],
    ['a fractional quantity', order({ lines: [{ productId: 'tomato', quantity: 1.5 }] }), 'lines.0.quantity', GROCERY_MSG.quantity],
    ['a quantity as text', order({ lines: [{ productId: 'tomato', quantity: '2' }] }), 'lines.0.quantity', GROCERY_MSG.quantity],
    [
      'the same product twice',
      order({ lines: [{ productId: 'tomato', quantity: 1 }, { productId: 'tomato', quantity: 1 }] }),
      'lines',
      GROCERY_MSG.duplicate,
    ],
    ['a bad e-mail', order({ delivery: { ...DELIVERY, email: 'learner@example' } }), 'delivery.email', MSG.emailPattern],
    ['a phone with a dash', order({ delivery: { ...DELIVERY, phone: '555-123-4567' } }), 'delivery.phone', MSG.phonePattern],
    ['a phone with letters', order({ delivery: { ...DELIVERY, phone: '555CALLNOW1' } }), 'delivery.phone', MSG.phonePattern],
    ['a 16-character phone', order({ delivery: { ...DELIVERY, phone: '1234567890123456' } }), 'delivery.phone', GROCERY_ORDER_MSG.phoneMax],
    ['a country not on the list', order({ delivery: { ...DELIVERY, country: 'Atlantis' } }), 'delivery.country', GROCERY_ORDER_MSG.countryRequired],
    ['no zip', order({ delivery: { ...DELIVERY, zip: '  ' } }), 'delivery.zip', GROCERY_ORDER_MSG.zipRequired],
    ['no delivery', order({ delivery: undefined }), 'delivery', GROCERY_MSG.delivery],
    ['no payment', order({ payment: undefined }), 'payment', GROCERY_MSG.method],
    ['an unknown method', order({ payment: { method: 'cheque' } }), 'payment.method', GROCERY_MSG.method],
    ['a card number without spaces', order({ payment: { ...CARD, cardNumber: '4242424242424242' } }), 'payment.cardNumber', CARD_MSG.numberFormat],
    ['a bad expiry', order({ payment: { ...CARD, expiry: '13/30' } }), 'payment.expiry', CARD_MSG.expiryFormat],
    ['no CVC', order({ payment: { ...CARD, cvc: undefined } }), 'payment.cvc', CARD_MSG.cvcRequired],
    ['a bad wallet e-mail', order({ payment: { method: 'wallet', walletEmail: 'x' } }), 'payment.walletEmail', MSG.emailMin],
  ])('refuses %s with a 400 naming the field', async (_name, body, field, message) => {
    const ann = await createLoggedInUser();
    const reply = await place(ann, body);
    expect(reply.status).toBe(400);
    expect(reply.json.errors[field]).toBe(message);
    expect(reply.json.code).toBe('VALIDATION_FAILED');
    expect(typeof reply.json.message).toBe('string');
    expect(await listOf(ann)).toEqual([]);
  });

  it('answers 400 (never 500) for a body that is not an order, and 401 without a session', async () => {
    const ann = await createLoggedInUser();
    for (const rawBody of ['not json', '[]', '"text"', 'null', '{"lines": {"0": 1}}']) {
      const reply = await call(placeRoute, { method: 'POST', cookie: ann.cookie, rawBody });
      expect(reply.status, rawBody).toBe(400);
      expect(typeof reply.json.message).toBe('string');
    }
    expect((await call(placeRoute, { method: 'POST', body: order() })).status).toBe(401);
    expect((await call(listRoute, {})).status).toBe(401);
    const put = await call(putRoute, { method: 'PUT', cookie: ann.cookie, body: order() });
    expect(put.status).toBe(405);
  });

  it(`keeps at most ${MAX_ORDERS} orders, then asks for a reset`, async () => {
    const ann = await createLoggedInUser();
    const small = order({ lines: [{ productId: 'carrot', quantity: 1 }], payment: { method: 'cod' } });
    for (let i = 0; i < MAX_ORDERS; i++) expect((await place(ann, small)).status).toBe(200);
    const refused = await place(ann, small);
    expect(refused.status).toBe(409);
    expect(refused.json).toEqual({ message: GROCERY_MSG.tooManyOrders, code: 'TOO_MANY_ORDERS' });
    expect(await listOf(ann)).toHaveLength(MAX_ORDERS);
  });
});

describe('orders per learner', () => {
  it("never shows one learner's orders to another, and reset empties only the caller's, restarting the numbers", async () => {
    const ann = await createLoggedInUser();
    const ben = await createLoggedInUser();
    await place(ann, order());
    await place(ann, order());
    expect((await place(ben, order())).json.order.number).toBe('GR-0001');
    expect((await listOf(ann)).map((o) => o.number)).toEqual(['GR-0002', 'GR-0001']);
    expect((await listOf(ben)).map((o) => o.number)).toEqual(['GR-0001']);

    const reset = await call(resetRoute, { method: 'POST', cookie: ann.cookie, params: { exercise: 'grocery' } });
    expect(reset.status).toBe(200);
    expect(await listOf(ann)).toEqual([]);
    expect(await listOf(ben)).toHaveLength(1);
    expect((await place(ann, order())).json.order.number).toBe('GR-0001');
  });
});

describe('bug mode: the server-side planted defects', () => {
  it('GRO-05: a phone with letters is refused in clean mode and accepted in bug mode', async () => {
    const ann = await createLoggedInUser();
    const body = order({ delivery: { ...DELIVERY, phone: '555CALLNOW1' } });
    expect((await place(ann, body)).status).toBe(400);
    await setBugMode(ann.id, true);
    const buggy = await place(ann, body);
    expect(buggy.status).toBe(200);
    expect(buggy.json.order.delivery.phone).toBe('555CALLNOW1');
    // The other phone rules still hold, so the defect is only the letters.
    expect((await place(ann, order({ delivery: { ...DELIVERY, phone: '555-123-4567' } }))).status).toBe(400);
    await setBugMode(ann.id, false);
    expect((await place(ann, body)).status).toBe(400);
  });

  it("GRO-06: the server's total equals the cart's in clean mode and counts the first line twice in bug mode", async () => {
    const ann = await createLoggedInUser();
    expect((await place(ann, order())).json.order.total).toBe(120);
    await setBugMode(ann.id, true);
    const buggy = (await place(ann, order())).json.order;
    expect(buggy.total).toBe(210);
    // The lines themselves stay right: only the sum is wrong.
    expect(buggy.lines.map((line: { subtotal: number }) => line.subtotal)).toEqual([90, 30]);
    expect((await listOf(ann))[0].total).toBe(210);
  });

  it("one learner's bug mode does not change another's orders", async () => {
    const ann = await createLoggedInUser();
    const ben = await createLoggedInUser();
    await setBugMode(ann.id, true);
    expect((await place(ben, order())).json.order.total).toBe(120);
    expect((await place(ben, order({ delivery: { ...DELIVERY, phone: '555CALLNOW1' } }))).status).toBe(400);
  });
});

import { describe, expect, it } from 'vitest';
import { POST as pay } from '@/app/api/payment/route';
import { GET as trainings } from '@/app/api/trainings/[userId]/route';
import { RATE_RULES } from '@/lib/security/rate-limit';
import { CARD_MSG, MSG } from '@/lib/messages';
import { call } from '../helpers/http';
import { setupFreshDatabase } from '../helpers/test-db';
import { createLoggedInUser, type TestUser } from '../helpers/users';
import { DECLINED, cardBody, nextIp, payAs, paymentReads } from '../helpers/payment-calls';

const getDb = setupFreshDatabase();

const { userRow, paymentRows } = paymentReads(getDb);

function listTrainings(user: TestUser) {
  return call(trainings, { cookie: user.cookie, params: { userId: user.id } });
}

describe('POST /api/payment: bad input', () => {
  const cases: [string, Record<string, unknown>, string, string][] = [
    ['no card number', { cardNumber: undefined }, 'cardNumber', CARD_MSG.numberRequired],
    ['an empty card number', { cardNumber: '' }, 'cardNumber', CARD_MSG.numberRequired],
    ['a short card number', { cardNumber: '4242' }, 'cardNumber', CARD_MSG.numberFormat],
    ['letters in the card number', { cardNumber: '4242abcd42424242' }, 'cardNumber', CARD_MSG.numberFormat],
    ['no expiry', { expiry: undefined }, 'expiry', CARD_MSG.expiryRequired],
    ['an empty expiry', { expiry: '' }, 'expiry', CARD_MSG.expiryRequired],
    ['month 13', { expiry: '13/30' }, 'expiry', CARD_MSG.expiryFormat],
    ['an expiry without slash', { expiry: '1230' }, 'expiry', CARD_MSG.expiryFormat],
    ['no cvc', { cvc: undefined }, 'cvc', CARD_MSG.cvcRequired],
    ['an empty cvc', { cvc: '' }, 'cvc', CARD_MSG.cvcRequired],
    ['a 2-digit cvc', { cvc: '12' }, 'cvc', CARD_MSG.cvcFormat],
    ['a 5-digit cvc', { cvc: '12345' }, 'cvc', CARD_MSG.cvcFormat],
    ['letters in the cvc', { cvc: 'abc' }, 'cvc', CARD_MSG.cvcFormat],
  ];

  it.each(cases)('answers 400 for %s with its message', async (_label, overrides, field, message) => {
    const student = await createLoggedInUser({ payStatus: 'no' });
    const result = await payAs(student, cardBody(student, overrides));
    expect(result.status).toBe(400);
    expect(result.json.message).toBe(message);
    expect(result.json.errors[field]).toBe(message);
    expect((await userRow(student.id)).payStatus).toBe('no');
    expect(await paymentRows(student.id)).toHaveLength(0);
  });

  it('answers 400 for a method other than card, and for a body that is not JSON', async () => {
    const student = await createLoggedInUser({ payStatus: 'no' });
    const wallet = await payAs(student, cardBody(student, { paymentMethod: 'wallet' }));
    expect(wallet.status).toBe(400);
    expect(wallet.json.errors.paymentMethod).toEqual(expect.any(String));
    const notJson = await call(pay, { method: 'POST', rawBody: '{', cookie: student.cookie, ip: nextIp() });
    expect(notJson.status).toBe(400);
    expect(await paymentRows(student.id)).toHaveLength(0);
  });
});

describe('POST /api/payment: who may pay', () => {
  it('answers 401 without a session', async () => {
    const student = await createLoggedInUser({ payStatus: 'no' });
    const result = await payAs(null, cardBody(student));
    expect(result.status).toBe(401);
    expect(result.json.message).toEqual(expect.any(String));
    expect(await paymentRows(student.id)).toHaveLength(0);
  });

  it("answers 403 for another user's id, and charges nobody", async () => {
    const payer = await createLoggedInUser({ payStatus: 'no' });
    const other = await createLoggedInUser({ payStatus: 'no' });
    const result = await payAs(payer, cardBody(other));
    expect(result.status).toBe(403);
    expect(result.json).toEqual({ message: MSG.paymentOwnAccountOnly });
    for (const id of [payer.id, other.id]) {
      expect((await userRow(id)).payStatus).toBe('no');
      expect(await paymentRows(id)).toHaveLength(0);
    }
  });

  it('refuses an admin paying for a student too', async () => {
    const admin = await createLoggedInUser({ role: 'admin' });
    const student = await createLoggedInUser({ payStatus: 'no' });
    const result = await payAs(admin, cardBody(student));
    expect(result.status).toBe(403);
    expect((await userRow(student.id)).payStatus).toBe('no');
  });

  it('answers 409 to a second payment, and keeps the one approved row', async () => {
    const student = await createLoggedInUser({ payStatus: 'no' });
    expect((await payAs(student, cardBody(student))).status).toBe(200);
    const again = await payAs(student, cardBody(student));
    expect(again.status).toBe(409);
    expect(again.json).toEqual({ message: 'Your payment is already complete.' });
    expect(await paymentRows(student.id)).toHaveLength(1);
  });

  it('answers 409 to a user who is already paid, and to an admin (admins never pay)', async () => {
    for (const overrides of [{ payStatus: 'yes' as const, payMethod: 'card' }, { role: 'admin' as const }]) {
      const user = await createLoggedInUser(overrides);
      const result = await payAs(user, cardBody(user));
      expect(result.status).toBe(409);
      expect(await paymentRows(user.id)).toHaveLength(0);
    }
  });

  it('lets exactly one of two simultaneous payments through', async () => {
    const student = await createLoggedInUser({ payStatus: 'no' });
    const results = await Promise.all([payAs(student, cardBody(student)), payAs(student, cardBody(student))]);
    expect(results.map((result) => result.status).sort()).toEqual([200, 409]);
    expect((await userRow(student.id)).payStatus).toBe('yes');
  });

  it('limits attempts per user, from any address', async () => {
    const student = await createLoggedInUser({ payStatus: 'no' });
    for (let i = 0; i < RATE_RULES.paymentPerUser.max; i++) {
      expect((await payAs(student, cardBody(student, { cardNumber: DECLINED }))).status).toBe(402);
    }
    const limited = await payAs(student, cardBody(student));
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await userRow(student.id)).payStatus).toBe('no');
  });
});

describe('paid access', () => {
  it('opens GET /api/trainings/{userId} at once, with the same session cookie', async () => {
    const student = await createLoggedInUser({ payStatus: 'no' });
    const before = await listTrainings(student);
    expect(before.status).toBe(403);
    expect((await payAs(student, cardBody(student, { cardNumber: DECLINED }))).status).toBe(402);
    expect((await listTrainings(student)).status).toBe(403);

    expect((await payAs(student, cardBody(student))).status).toBe(200);
    const after = await listTrainings(student);
    expect(after.status).toBe(200);
    expect(Array.isArray(after.json)).toBe(true);
  });
});

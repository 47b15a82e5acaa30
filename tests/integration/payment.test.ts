import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { payments, users } from '@/lib/db/schema';
import { ENROLMENT_PRICE_CENTS } from '@/lib/payments/price';
import { MSG } from '@/lib/messages';
import { setupFreshDatabase } from '../helpers/test-db';
import { createLoggedInUser } from '../helpers/users';
import { CVC, DECLINED, VISA, cardBody, payAs, paymentReads } from '../helpers/payment-calls';

const getDb = setupFreshDatabase();

const { userRow, paymentRows } = paymentReads(getDb);

/** Every column of every row as text, so a scan cannot miss a column added later. */
function columnTexts(rows: object[]): string[] {
  return rows.flatMap((row) => Object.values(row).map((value) => (value instanceof Date ? value.toISOString() : String(value))));
}

describe('POST /api/payment: success', () => {
  it('charges the server price, marks the user paid by card and answers the updated identity', async () => {
    const student = await createLoggedInUser({ payStatus: 'no', username: 'Payer One' });
    const result = await payAs(student, cardBody(student));
    expect(result.status).toBe(200);
    expect(result.json).toEqual({
      success: true,
      message: 'Payment Successful!',
      identity: { userId: student.id, role: 'student', payment: 'yes', username: 'Payer One', email: student.email },
    });

    const user = await userRow(student.id);
    expect(user.payStatus).toBe('yes');
    expect(user.payMethod).toBe('card');

    const rows = await paymentRows(student.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      amountCents: 1000,
      currency: 'USD',
      method: 'card',
      provider: 'sandbox',
      providerRef: expect.stringMatching(/^sbx_[0-9a-f]+$/),
      cardBrand: 'Visa',
      cardLast4: '4242',
      status: 'approved',
    });
  });

  it('stores neither the card number nor the cvc in any column of payments or users', async () => {
    const student = await createLoggedInUser({ payStatus: 'no' });
    const declined = await payAs(student, cardBody(student, { cardNumber: DECLINED }));
    expect(declined.status).toBe(402);
    expect((await payAs(student, cardBody(student))).status).toBe(200);

    const paymentTexts = columnTexts(await getDb().select().from(payments));
    const userTexts = columnTexts(await getDb().select().from(users));
    expect(paymentTexts.length).toBeGreaterThan(0);
    for (const text of [...paymentTexts, ...userTexts]) {
      for (const number of [VISA, DECLINED]) {
        expect(text).not.toContain(number);
        // Only the last four digits may be kept: not the issuer and account digits before them either.
        expect(text).not.toContain(number.slice(0, 12));
      }
      expect(text).not.toMatch(new RegExp(`(^|\\D)${CVC}(\\D|$)`));
    }
  });

  it('leaves the card number out of every table in the database', async () => {
    const student = await createLoggedInUser({ payStatus: 'no' });
    expect((await payAs(student, cardBody(student))).status).toBe(200);
    const tables = await getDb().execute<{ name: string }>(
      sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    );
    expect(tables.rows.length).toBeGreaterThan(5);
    for (const { name } of tables.rows) {
      const rows = await getDb().execute<{ row: string }>(sql`select row_to_json(t)::text as row from ${sql.identifier(name)} t`);
      for (const { row } of rows.rows) expect(row, name).not.toContain(VISA);
    }
  });

  it('ignores the amount in the body: the server charges its own price', async () => {
    for (const amount of [1, 0, -10, 99999, '1', null]) {
      const student = await createLoggedInUser({ payStatus: 'no' });
      const result = await payAs(student, cardBody(student, { amount }));
      expect(result.status, `amount ${String(amount)}`).toBe(200);
      const [row] = await paymentRows(student.id);
      expect(row.amountCents).toBe(ENROLMENT_PRICE_CENTS);
      expect(row.amountCents).toBe(1000);
    }
  });

  it('accepts the card number with its spaces still in', async () => {
    const student = await createLoggedInUser({ payStatus: 'no' });
    const result = await payAs(student, cardBody(student, { cardNumber: '5555 5555 5555 4444' }));
    expect(result.status).toBe(200);
    expect((await paymentRows(student.id))[0]).toMatchObject({ cardBrand: 'Mastercard', cardLast4: '4444' });
  });
});

describe('POST /api/payment: declines', () => {
  it('answers 402 with the provider reason, records the decline and leaves the user unpaid', async () => {
    const student = await createLoggedInUser({ payStatus: 'no' });
    const result = await payAs(student, cardBody(student, { cardNumber: DECLINED }));
    expect(result.status).toBe(402);
    expect(result.json).toEqual({ message: 'Your card was declined.' });

    const user = await userRow(student.id);
    expect(user.payStatus).toBe('no');
    expect(user.payMethod).toBeNull();
    const rows = await paymentRows(student.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'declined', cardBrand: 'Visa', cardLast4: '0002', amountCents: 1000 });
  });

  it('refuses a number that fails the Luhn check and an expired card', async () => {
    const student = await createLoggedInUser({ payStatus: 'no' });
    const luhn = await payAs(student, cardBody(student, { cardNumber: '4242424242424241' }));
    expect(luhn.status).toBe(402);
    expect(luhn.json).toEqual({ message: MSG.cardInvalid });
    const expired = await payAs(student, cardBody(student, { expiry: '01/20' }));
    expect(expired.status).toBe(402);
    expect(expired.json).toEqual({ message: MSG.cardExpired });
    expect((await userRow(student.id)).payStatus).toBe('no');
  });

  it('lets the user pay with another card after a decline', async () => {
    const student = await createLoggedInUser({ payStatus: 'no' });
    expect((await payAs(student, cardBody(student, { cardNumber: DECLINED }))).status).toBe(402);
    expect((await payAs(student, cardBody(student))).status).toBe(200);
    const statuses = (await paymentRows(student.id)).map((row) => row.status).sort();
    expect(statuses).toEqual(['approved', 'declined']);
  });
});

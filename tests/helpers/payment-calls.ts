import { eq } from 'drizzle-orm';
import { POST as pay } from '@/app/api/payment/route';
import { payments, users } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import { call, type CallResult } from './http';
import type { TestUser } from './users';

// What the payment test files share (payment.test.ts, payment-access.test.ts): sandbox cards, a body, a call.

export const VISA = '4242424242424242';
export const DECLINED = '4000000000000002';
// Four digits that no generated value here can hold by chance (ids are hex/UUIDs, student IDs QA-10xx).
export const CVC = '7391';
export const FUTURE_EXPIRY = `12/${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`;

// A fresh address per call, so the per-IP limit only counts where a test means it to.
let ipCounter = 0;
export const nextIp = () => `192.0.2.${(ipCounter++ % 250) + 1}`;

export function cardBody(user: Pick<TestUser, 'id'>, overrides: Record<string, unknown> = {}) {
  return { userId: user.id, paymentMethod: 'card', cardNumber: VISA, expiry: FUTURE_EXPIRY, cvc: CVC, amount: 10, ...overrides };
}

export function payAs(user: TestUser | null, body: unknown, ip = nextIp()): Promise<CallResult> {
  return call(pay, { method: 'POST', path: '/api/payment', body, cookie: user?.cookie, ip });
}

/** Reads of the user and payment rows, for a test file's own database. */
export function paymentReads(getDb: () => Db) {
  return {
    async userRow(id: string) {
      const [row] = await getDb().select().from(users).where(eq(users.id, id));
      return row;
    },
    paymentRows(userId: string) {
      return getDb().select().from(payments).where(eq(payments.userId, userId));
    },
  };
}

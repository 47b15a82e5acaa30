import 'server-only';
import { and, eq, ne } from 'drizzle-orm';
import { ApiError, conflict, notFound } from '../api/errors';
import { toIdentity, type Identity } from '../auth/identity';
import { forgetUserAccess } from '../auth/user-access';
import { getDb } from '../db/client';
import { findEnrolBatch, recordBatchEnrolment } from '../enrolments/batch';
import { payments, users } from '../db/schema';
import { MSG } from '../messages';
import { cardBrand, lastFour } from './card-facts';
import { paymentProvider } from './index';
import { ENROLMENT_CURRENCY, ENROLMENT_PRICE_CENTS, formatUsd } from './price';
import { paymentNotice } from '../notices/kinds';
import { notify } from '../notices/notify';

export interface CardDetails {
  /** Digits only. */
  cardNumber: string;
  expiry: string;
  cvc: string;
}

/**
 * Charges the enrolment price to `card` for `userId` and marks the user paid, enrolling them in the batch paid for
 * (when one is named; its course fee is the school's business, not this charge). The amount is always the
 * server's price. Only brand, last four digits and the provider's reference are written anywhere.
 * Answers the updated identity; throws 409 when already paid and 402 with the provider's reason on a decline.
 */
export async function payForEnrolment(userId: string, card: CardDetails, scheduleId?: number): Promise<Identity> {
  const db = await getDb();
  // A batch that does not exist is refused before any charge.
  const batch = scheduleId === undefined ? null : await findEnrolBatch(scheduleId, db);
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw notFound('User not found.');
  // Same rule as the identity the browser sees: admins count as paid and never pay (lib/auth/identity).
  if (toIdentity(user).payment === 'yes') throw conflict(MSG.paymentAlreadyComplete);

  const provider = paymentProvider();
  const result = await provider.charge({
    amountCents: ENROLMENT_PRICE_CENTS,
    currency: ENROLMENT_CURRENCY,
    ...card,
    description: 'QA Academy enrolment',
  });
  const record = { userId, amountCents: ENROLMENT_PRICE_CENTS, currency: ENROLMENT_CURRENCY, method: 'card', provider: provider.name };

  if (!result.approved) {
    // Declines are kept too: support can answer "why was I refused?" and repeated attempts stand out.
    await db.insert(payments).values({
      ...record,
      providerRef: result.reference ?? '',
      cardBrand: cardBrand(card.cardNumber),
      cardLast4: lastFour(card.cardNumber),
      status: 'declined',
    });
    throw new ApiError(402, result.reason);
  }

  const paidUser = await db.transaction(async (tx) => {
    await tx.insert(payments).values({
      ...record,
      providerRef: result.reference,
      cardBrand: result.brand,
      cardLast4: result.last4,
      status: 'approved',
    });
    // Conditional, so two payments racing past the check above cannot both mark the user paid. The
    // loser's charge is still recorded (its reference is what a refund needs) before it answers 409.
    if (batch) await recordBatchEnrolment(tx, userId, batch);
    const [updated] = await tx
      .update(users)
      .set({ payStatus: 'yes', payMethod: 'card', updatedAt: new Date() })
      .where(and(eq(users.id, userId), ne(users.payStatus, 'yes')))
      .returning();
    return updated ?? null;
  });
  if (!paidUser) throw conflict(MSG.paymentAlreadyComplete);
  // The videos open at once, on every device and instance, without a new login.
  forgetUserAccess(userId);
  await notify(userId, paymentNotice(formatUsd(ENROLMENT_PRICE_CENTS)));
  return toIdentity(paidUser);
}

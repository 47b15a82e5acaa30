import { asJsonReply } from '@/components/forms/use-form-submit';
import type { Identity } from '@/lib/auth/identity';
import { fetchReply, jsonBody, type JsonReply } from '@/lib/client/post-json';
import { MSG } from '@/lib/messages';

export interface PaymentReply {
  success?: boolean;
  message?: string;
  errors?: Record<string, string>;
  identity?: Identity;
}

export interface CardValues {
  cardNumber: string;
  expiry: string;
  cvc: string;
}

/** The payment went through: the reply carries the new identity (payment 'yes'). */
export function paymentAccepted(reply: JsonReply<PaymentReply>): boolean {
  return reply.status === 200 && Boolean(reply.data.success) && Boolean(reply.data.identity);
}

/**
 * POST /api/payment with the payload docs/product.md#rest-api names. `amount` is sent because the spec sends it; the
 * server ignores it and charges its own price. docs/product.md#payment: a failure shows the server's message, or the
 * generic one, also when the server could not be reached.
 */
export async function submitPayment(userId: string, card: CardValues, amount: number, scheduleId?: number): Promise<JsonReply<PaymentReply>> {
  const raw = await fetchReply<PaymentReply>('/api/payment', {
    method: 'POST',
    ...jsonBody({
      userId,
      paymentMethod: 'card',
      cardNumber: card.cardNumber.replace(/\s/g, ''),
      expiry: card.expiry,
      cvc: card.cvc,
      amount,
      // The batch paid for (the home page's Enrol); the server records it with the enrolment.
      ...(scheduleId === undefined ? {} : { scheduleId }),
    }),
  });
  return asJsonReply(raw, MSG.paymentFailed);
}

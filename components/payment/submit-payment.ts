import type { Identity } from '@/lib/auth/identity';
import { fetchReply, jsonBody } from '@/lib/client/post-json';
import { MSG } from '@/lib/validation/messages';

interface PaymentReply {
  success?: boolean;
  message?: string;
  errors?: Record<string, string>;
  identity?: Identity;
}

export type PaymentOutcome =
  | { ok: true; identity: Identity }
  | { ok: false; message: string; errors?: Record<string, string> };

export interface CardValues {
  cardNumber: string;
  expiry: string;
  cvc: string;
}

/**
 * POST /api/payment with the payload docs/product.md#rest-api names. `amount` is sent because the spec sends it; the
 * server ignores it and charges its own price.
 */
export async function submitPayment(userId: string, card: CardValues, amount: number): Promise<PaymentOutcome> {
  const { status, data } = await fetchReply<PaymentReply>('/api/payment', {
    method: 'POST',
    ...jsonBody({
      userId,
      paymentMethod: 'card',
      cardNumber: card.cardNumber.replace(/\s/g, ''),
      expiry: card.expiry,
      cvc: card.cvc,
      amount,
    }),
  });
  if (status === 200 && data?.success && data.identity) return { ok: true, identity: data.identity };
  // docs/product.md#payment: the server's message, or the generic one (also when the server could not be reached).
  const message = typeof data?.message === 'string' && data.message.trim() !== '' ? data.message : MSG.paymentFailed;
  return { ok: false, message, errors: data?.errors };
}

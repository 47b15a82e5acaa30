import crypto from 'node:crypto';
import { MSG } from '../messages';
import { cardBrand, isExpired, lastFour, passesLuhn } from './card-facts';
import type { ChargeRequest, ChargeResult, PaymentProvider } from './provider';

/** The numbers the payment page documents, so learners can script both outcomes. */
export const SANDBOX_CARDS = {
  visa: '4242424242424242',
  mastercard: '5555555555554444',
  declined: '4000000000000002',
} as const;

// Numbers that pass every check and are still refused, the way a real issuer refuses a card.
const DECLINED: ReadonlyMap<string, string> = new Map([[SANDBOX_CARDS.declined, MSG.cardDeclined]]);

function reference(): string {
  return `sbx_${crypto.randomBytes(12).toString('hex')}`;
}

/**
 * The default provider: no money moves. It checks what a real processor checks (Luhn, expiry), declines
 * the documented decline number and approves every other valid card, so the whole flow runs offline.
 * `now` is injectable so expiry can be tested on any date.
 */
export function createSandboxProvider(now: () => Date = () => new Date()): PaymentProvider {
  return {
    name: 'sandbox',
    async charge({ cardNumber, expiry }: ChargeRequest): Promise<ChargeResult> {
      if (!passesLuhn(cardNumber)) return { approved: false, reason: MSG.cardInvalid };
      if (isExpired(expiry, now())) return { approved: false, reason: MSG.cardExpired };
      const declined = DECLINED.get(cardNumber);
      if (declined) return { approved: false, reason: declined, reference: reference() };
      return { approved: true, reference: reference(), brand: cardBrand(cardNumber), last4: lastFour(cardNumber) };
    },
  };
}

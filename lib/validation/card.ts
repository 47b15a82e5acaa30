import { z } from 'zod';
import { CARD_MSG } from '../messages';
import { batchIdField } from './enrolment';

// Card rules (docs/product.md#validation-rules), shared by the payment page, POST /api/payment and the shopping
// demo's card form.

/** As typed in a form: four groups of four digits separated by spaces. */
export const cardNumberField = z
  .string({ error: CARD_MSG.numberRequired })
  .trim()
  .min(1, CARD_MSG.numberRequired)
  .regex(/^\d{4} \d{4} \d{4} \d{4}$/, CARD_MSG.numberFormat);

export const expiryField = z
  .string({ error: CARD_MSG.expiryRequired })
  .trim()
  .min(1, CARD_MSG.expiryRequired)
  .regex(/^(0[1-9]|1[0-2])\/\d{2}$/, CARD_MSG.expiryFormat);

export const cvcField = z
  .string({ error: CARD_MSG.cvcRequired })
  .trim()
  .min(1, CARD_MSG.cvcRequired)
  .regex(/^\d{3,4}$/, CARD_MSG.cvcFormat);

export const cardFormSchema = z.object({ cardNumber: cardNumberField, expiry: expiryField, cvc: cvcField });

/** Formats digits as the user types: "4242424242424242" → "4242 4242 4242 4242". */
export function formatCardNumber(value: string): string {
  return value
    .replace(/\D/g, '')
    .slice(0, 16)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/**
 * POST /api/payment (docs/product.md#rest-api): the card number arrives with its spaces removed. `amount` may be sent but
 * is ignored: the server decides the price.
 */
export const paymentPayloadSchema = z.object({
  userId: z.string({ error: 'userId is required' }).min(1, 'userId is required').max(64),
  paymentMethod: z.literal('card', { error: 'Only card payments are available for now.' }),
  cardNumber: z
    .string({ error: CARD_MSG.numberRequired })
    .transform((value) => value.replace(/\s/g, ''))
    .pipe(z.string().min(1, CARD_MSG.numberRequired).regex(/^\d{16}$/, CARD_MSG.numberFormat)),
  expiry: expiryField,
  cvc: cvcField,
  amount: z.unknown().optional(),
  /** The schedule batch being paid for (the home page's Enrol); recorded with the enrolment when the payment succeeds. */
  scheduleId: batchIdField.optional(),
});

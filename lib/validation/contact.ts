import { z } from 'zod';
import { MSG } from '../messages';
import { multiLineText, singleLineText } from './text';

// Contact form (docs/product.md#contact). The spec gives only the "required" and e-mail format messages; the maxima
// are ours, so a visitor cannot store or mail megabytes through a public form.

// At least one digit, and only the characters people type in phone numbers.
const PHONE_PATTERN = /^(?=.*\d)[\d+()\-. ]+$/;

/** A trimmed required text: a blank answer counts as missing. */
function requiredText(required: string, max: number, maxMessage: string, lines: 'single' | 'multi' = 'single') {
  return (lines === 'multi' ? multiLineText(required) : singleLineText(required)).trim().min(1, required).max(max, maxMessage);
}

export const contactFormSchema = z.object({
  name: requiredText(MSG.contactNameRequired, 80, MSG.contactNameMax),
  phone: requiredText(MSG.contactPhoneRequired, 20, MSG.contactPhoneMax).regex(PHONE_PATTERN, MSG.contactPhonePattern),
  // The format is checked only once the field is filled, so an empty field says "required".
  email: requiredText(MSG.emailRequired, 254, MSG.contactEmailMax).pipe(z.email(MSG.contactEmailInvalid)),
  message: requiredText(MSG.contactMessageRequired, 5000, MSG.contactMessageMax, 'multi'),
});

/**
 * Contact payload (docs/product.md#data-model). `recaptchaToken` keeps the spec's name but carries the ALTCHA payload
 * (base64 JSON of the signed challenge and its solution); an absurdly long one is not a solution.
 */
export const contactPayloadSchema = contactFormSchema.extend({
  recaptchaToken: z.string({ error: MSG.captchaRequired }).trim().min(1, MSG.captchaRequired).max(4000, MSG.captchaRequired),
});

export type ContactPayloadInput = z.input<typeof contactPayloadSchema>;
export type ContactPayload = z.output<typeof contactPayloadSchema>;

import { z } from 'zod';
import { COUNTRIES } from './countries';
import { emailField } from '@/lib/validation/fields';
import { MSG } from '@/lib/messages';
import { GROCERY_ORDER_MSG } from '@/lib/practice/exercises/grocery/order-messages';
import { singleLineText } from '@/lib/validation/text';

// The Grocery shop's order form (docs/product.md#grocery-shop) and the
// wallet option of its payment step. The card option reuses cardFormSchema from ./card.

/** Longest value the free-text address fields accept; the inputs carry the same maxLength. */
export const ORDER_TEXT_MAX = 100;
const TEXT_MAX_MESSAGE = GROCERY_ORDER_MSG.textMax(ORDER_TEXT_MAX);

/**
 * Order phone: the registration phone rule (digits and +, from 10 characters) with a maximum of 15.
 * Written out rather than extending phoneField, whose own max(20) message would otherwise win first.
 */
export const orderPhoneField = z
  .string({ error: MSG.phoneRequired })
  .trim()
  .min(1, MSG.phoneRequired)
  .min(10, MSG.phoneMin)
  .max(15, GROCERY_ORDER_MSG.phoneMax)
  .regex(/^[0-9+]+$/, MSG.phonePattern);

function requiredText(message: string) {
  return singleLineText(message).trim().min(1, message).max(ORDER_TEXT_MAX, TEXT_MAX_MESSAGE);
}

export const orderFormSchema = z.object({
  email: emailField,
  phone: orderPhoneField,
  // Only a name from the list counts: a value forced into the select through the DOM is refused too.
  country: z.string({ error: GROCERY_ORDER_MSG.countryRequired }).refine((value) => COUNTRIES.includes(value), GROCERY_ORDER_MSG.countryRequired),
  state: requiredText(GROCERY_ORDER_MSG.stateRequired),
  zip: requiredText(GROCERY_ORDER_MSG.zipRequired),
  address1: requiredText(GROCERY_ORDER_MSG.address1Required),
  address2: z.string().trim().max(ORDER_TEXT_MAX, TEXT_MAX_MESSAGE).optional(),
});
export type OrderForm = z.output<typeof orderFormSchema>;

/** The wallet option asks for the e-mail of the wallet account, checked like every e-mail field. */
export const walletPaymentSchema = z.object({ walletEmail: emailField });
